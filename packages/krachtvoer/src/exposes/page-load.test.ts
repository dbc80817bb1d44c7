import { KRACHTVOER } from '../declaration';
import { itStartsTheYearLoadAtPageLoad } from '@klw/forms/testing';
import { krachtvoerApi } from '../api/krachtvoer-api';
import { krachtvoerFixture } from '../api/mock/krachtvoer.fixture';
import { onPageLoad } from './page-load';

itStartsTheYearLoadAtPageLoad({ calls: { contract: KRACHTVOER, fixture: krachtvoerFixture }, contract: KRACHTVOER, api: krachtvoerApi, onPageLoad });
