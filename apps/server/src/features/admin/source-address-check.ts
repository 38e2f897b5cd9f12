import { badRequest } from '../../http/app-error';
import type { Sources } from '../../sources/create-sources';

/**
 * A course's source addresses must be ones the server will fetch (decision 0240): a saved course or a
 * "test config" naming a private, loopback or metadata address is refused with 400 naming the field, before
 * anything is stored or sent.
 */
export async function refuseUnfetchableSource(
  sources: Pick<Sources, 'refusedSourceAddress'>,
  apiConfig: Record<string, unknown>,
): Promise<void> {
  const refused = await sources.refusedSourceAddress(apiConfig);
  if (refused) {
    throw badRequest(refused.message, [{ field: `api_config.${refused.key}`, message: refused.message }]);
  }
}
