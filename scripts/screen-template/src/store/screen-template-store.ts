import { createFormStore } from '@klw/forms';
import type { FormApi, FormStore, StoreOptions } from '@klw/forms';
import type { ScreenTemplateData, ScreenTemplateForm } from '../declaration';
import { screenTemplateApi } from '../api/screen-template-api';
import { SCREEN_TEMPLATE_MODEL } from '../model';

/**
 * One store per mounted screen: the kit's form store on the screen's model. The screen's own actions go in the fourth
 * argument, and its components read the store through `typedFormHooks` (@klw/forms), as the milk screen's do.
 */
export function createScreenTemplateStore(
  api: FormApi<ScreenTemplateData> = screenTemplateApi,
  options: StoreOptions<ScreenTemplateForm> = {},
): FormStore<ScreenTemplateData, ScreenTemplateForm> {
  return createFormStore(SCREEN_TEMPLATE_MODEL, api, options);
}
