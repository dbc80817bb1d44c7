import { itStartsTheYearLoadAtPageLoad } from '@klw/forms/testing';
import { SCREEN_TEMPLATE } from '../contracts';
import { screenTemplateApi } from '../features/screen-template/api/screen-template-api';
import { screenTemplateFixture } from '../features/screen-template/api/mock/screen-template.fixture';
import { onPageLoad } from './page-load';

itStartsTheYearLoadAtPageLoad({ calls: { contract: SCREEN_TEMPLATE, fixture: screenTemplateFixture }, contract: SCREEN_TEMPLATE, api: screenTemplateApi, onPageLoad });
