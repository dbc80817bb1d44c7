// klw_melklevering/page-load: what the shell starts as soon as this screen's entry and this small module have run,
// while the rest of the screen's code is still on its way (PAGE_LOAD_MODULE in @klw/platform): the year's
// load, which the screen's first load takes when it mounts. Only the calls are in this module's chunk.
import { melkLeveringApi } from '../api/melklevering-api';

export function onPageLoad(): void {
  melkLeveringApi.prefetch();
}
