import { itStartsTheYearLoadAtPageLoad } from '@klw/forms/testing';
import { SCREEN_TEMPLATE } from '../declaration';
import { screenTemplateApi } from '../api/screen-template-api';
import { screenTemplateFixture } from '../api/mock/screen-template.fixture';
import { onPageLoad } from './page-load';

itStartsTheYearLoadAtPageLoad({ calls: { contract: SCREEN_TEMPLATE, fixture: screenTemplateFixture }, contract: SCREEN_TEMPLATE, api: screenTemplateApi, onPageLoad });
