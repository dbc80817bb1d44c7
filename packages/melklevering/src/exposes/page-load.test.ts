import { MELK } from '../declaration';
import { itStartsTheYearLoadAtPageLoad } from '@klw/forms/testing';
import { melkLeveringApi } from '../api/melklevering-api';
import { melkLeveringHandlers } from '../api/mock/handlers';
import { onPageLoad } from './page-load';

itStartsTheYearLoadAtPageLoad({ calls: melkLeveringHandlers, contract: MELK, api: melkLeveringApi, onPageLoad });
