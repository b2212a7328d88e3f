import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/manage/routes';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { manageDataOf, manageKit, nowIso } from './mock-state';
import { stale } from './mock-problems';

/** Bytes as base64 a slice at a time: one call with every byte as an argument overflows the stack on a photo. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Asset photos in memory. The mocks hand out the photo as a data: address, which an `<img>` shows in jsdom and in
 * `npm run dev:mock` alike, where the server hands out a signed link to its file route.
 */
export function managePhotoHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = manageDataOf(state);
  const { audit } = manageKit(state, data);
  const change = (caller: StaffCaller, id: string, version: number, action: string, photoUrl: string | null) => {
    const asset = data.asset(caller.user, id);
    if (asset.version !== version) throw stale();
    if (asset.photoUrl === null && photoUrl === null) return data.assetItem(asset);
    Object.assign(asset, { photoUrl, version: asset.version + 1, updatedAt: nowIso() });
    audit(caller, action, 'asset', id);
    return data.assetItem(asset);
  };
  return [
    route(routes.uploadManageAssetPhoto, ({ caller, params, query, body }) =>
      change(caller, params.id, query.version, 'asset.photo-uploaded', `data:${body.contentType};base64,${base64Of(body.bytes)}`),
    ),
    route(routes.removeManageAssetPhoto, ({ caller, params, query }) => change(caller, params.id, query.version, 'asset.photo-removed', null)),
    route(routes.getManageAssetPhoto, ({ caller, params }) => {
      const [, contentType, encoded] = /^data:([^;]+);base64,(.*)$/.exec(data.asset(caller.user, params.id).photoUrl ?? '') ?? [];
      if (!contentType || encoded === undefined) throw mockNotFound('photo');
      return { bytes: Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0)), contentType, maxAgeSeconds: 0 };
    }),
  ];
}
