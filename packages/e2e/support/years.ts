/** klwIds of the local API's demo data (packages/local-api/README.md). */
export async function participantYear(): Promise<number> {
  return Number(process.env.KLW_E2E_KLW_ID ?? 1023);
}
