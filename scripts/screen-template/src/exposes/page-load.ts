// klw_screen_template/page-load: what the shell starts as soon as this screen's entry and this small module have run, while
// the rest of the screen's code is still on its way (PAGE_LOAD_MODULE in @klw/platform): the year's load and the
// page's call context. The shell mounts the screen once they came (or after a moment), so its first render shows
// them. Only the calls are in this module's chunk.
import { screenTemplateApi } from '../api/screen-template-api';

export function onPageLoad(): Promise<void> {
  return screenTemplateApi.prefetch();
}
