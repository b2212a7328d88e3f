import { AssetItem } from '../../../../contract/apps/manage/asset-schemas';
import { PlaceItem } from '../../../../contract/apps/manage/place-schemas';
import { DEMO } from '../../../seed/demo-seed';
import type { Answer, TestServer } from '../../../../tests/server/harness';

/** Signs the demo admin in once per test and calls Manage's routes with their token. */
export async function manageClient(server: TestServer, email: string = DEMO.admin.email, password?: string) {
  const session = await server.signIn(email, password);
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer<T>> =>
    server.call<T>(method, `/api/v1/manage${path}`, { token: session.token, ...(body !== undefined && { body }) });
  const createAsset = async (fields: Record<string, unknown>) => {
    const answer = await call('POST', '/assets', { productType: 'laptop', model: 'ThinkPad X1', ...fields });
    if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${answer.text}`);
    return AssetItem.parse(answer.body);
  };
  const personId = async (email: string) => (await server.store.repos.users.findByEmail(email))!.id;
  /** The id of the Locations site of that name, found or added as a person picking it would. */
  const placeId = async (name: string) => PlaceItem.parse((await call('POST', '/places', { name })).body).id;
  return { session, call, createAsset, personId, placeId };
}
