import { appRoute, json } from '../../descriptor';
import { byId } from '../../records';
import { APPLE_TRADE_IN_SLUG, BUYBACK_SLUG, type BuybackChannel } from '../../../src/apps/returns/domain/slug';
import {
  AcceptQuote,
  Buyback,
  BuybackDevices,
  BuybackList,
  BuybackPhoto,
  BuybackRules,
  CertificateFile,
  CounterDecision,
  DeskQuery,
  EditCondition,
  Inspection,
  PhotoParams,
  PhotoUploadQuery,
  PlacedBuyback,
  RequestQuote,
  SaveBuybackRules,
  Settle,
  VersionBody,
  WipeCertificate,
  WipeCertificateInput,
} from './buyback-schemas';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What a person does through Buyback or Apple Trade In: the same steps, each app guarding its own. */
function personRoutesOf(slug: BuybackChannel) {
  const idOf = (name: string) => `${name}${slug === BUYBACK_SLUG ? 'Buyback' : 'TradeIn'}`;
  return {
    devices: appRoute(slug, {
      id: idOf('listDevicesFor'),
      method: 'GET',
      path: `/${slug}/devices`,
      summary: 'The devices the person holds, each saying whether it may be sold back here',
      success: json(BuybackDevices),
    }),
    quote: appRoute(slug, {
      id: idOf('requestQuoteFor'),
      method: 'POST',
      path: `/${slug}/quotes`,
      summary: 'Declare a device’s condition and get a quote: its grade and price, held for 14 days',
      request: { body: RequestQuote },
      success: json(Buyback, 201),
      problems: [404, 409, 412],
    }),
    mine: appRoute(slug, {
      id: idOf('listMine'),
      method: 'GET',
      path: `/${slug}/buybacks`,
      summary: 'The person’s quotes and buyback orders, newest first',
      success: json(BuybackList),
    }),
    get: appRoute(slug, {
      id: idOf('getOne'),
      method: 'GET',
      path: `/${slug}/buybacks/:id`,
      summary: 'One quote or buyback order, with its counter-offer and shipments',
      request: byId,
      success: json(Buyback),
      problems: [404],
    }),
    edit: appRoute(slug, {
      id: idOf('editCondition'),
      method: 'PATCH',
      path: `/${slug}/buybacks/:id/condition`,
      summary: 'Change the declared condition of a quote not yet accepted: quoted again, for 14 days from now',
      request: { ...byId, body: EditCondition },
      success: json(Buyback),
      problems: [404, 409, 412],
    }),
    accept: appRoute(slug, {
      id: idOf('acceptQuote'),
      method: 'POST',
      path: `/${slug}/buybacks/:id/acceptance`,
      summary: 'Accept the quote: a buyback order and a shipping label; refused once the quote expired',
      request: { ...byId, body: AcceptQuote },
      success: json(PlacedBuyback),
      problems: [404, 409, 412],
    }),
    decide: appRoute(slug, {
      id: idOf('decideCounterOffer'),
      method: 'POST',
      path: `/${slug}/buybacks/:id/counter-offer`,
      summary: 'Accept the counter-offer (it is paid) or decline it (the device comes back free within 2 business days)',
      request: { ...byId, body: CounterDecision },
      success: json(Buyback),
      problems: [404, 409, 412],
    }),
    photo: appRoute(slug, {
      id: idOf('getPhoto'),
      method: 'GET',
      path: `/${slug}/buybacks/:id/photos/:photoId`,
      summary: 'A photo of the inspection, shown with the counter-offer',
      request: { params: PhotoParams },
      success: json(CertificateFile),
      problems: [404],
    }),
  };
}

export const buybackPersonRoutes = personRoutesOf(BUYBACK_SLUG);
export const tradeInPersonRoutes = personRoutesOf(APPLE_TRADE_IN_SLUG);
export const personRoutesByChannel = { [BUYBACK_SLUG]: buybackPersonRoutes, [APPLE_TRADE_IN_SLUG]: tradeInPersonRoutes } as const;

/** The desk: admins receive, inspect, certify the wipe and settle; and keep the price rules. */
export const buybackDeskRoutes = {
  list: appRoute(BUYBACK_SLUG, {
    id: 'listBuybackDesk',
    method: 'GET',
    path: '/buyback-desk/buybacks',
    summary: 'Every buyback of the organisation (admins), filtered by status',
    request: { query: DeskQuery },
    success: json(BuybackList),
    problems: [403],
  }),
  get: appRoute(BUYBACK_SLUG, {
    id: 'getBuybackDesk',
    method: 'GET',
    path: '/buyback-desk/buybacks/:id',
    summary: 'One buyback as the desk handles it',
    request: byId,
    success: json(Buyback),
    problems: [403, 404],
  }),
  receive: appRoute(BUYBACK_SLUG, {
    id: 'receiveBuyback',
    method: 'POST',
    path: '/buyback-desk/buybacks/:id/receipt',
    summary: 'The device arrived: to be inspected within 2 business days',
    request: { ...byId, body: VersionBody },
    success: json(Buyback),
    problems: [403, 404, 409, 412],
  }),
  uploadPhoto: appRoute(BUYBACK_SLUG, {
    id: 'uploadBuybackPhoto',
    method: 'POST',
    path: '/buyback-desk/buybacks/:id/photos',
    summary: 'A photo of the device as inspected, for a counter-offer',
    request: { ...byId, query: PhotoUploadQuery, upload: { contentTypes: PHOTO_TYPES } },
    success: json(BuybackPhoto, 201),
    problems: [403, 404, 413, 415],
  }),
  inspect: appRoute(BUYBACK_SLUG, {
    id: 'inspectBuyback',
    method: 'POST',
    path: '/buyback-desk/buybacks/:id/inspection',
    summary: 'Grade the device: agreed when it is as declared, else a counter-offer to the person; held while locked',
    request: { ...byId, body: Inspection },
    success: json(Buyback),
    problems: [403, 404, 409, 412],
  }),
  lockRemoved: appRoute(BUYBACK_SLUG, {
    id: 'releaseBuybackHold',
    method: 'POST',
    path: '/buyback-desk/buybacks/:id/lock-removal',
    summary: 'The person removed the account lock: the device is inspected again',
    request: { ...byId, body: VersionBody },
    success: json(Buyback),
    problems: [403, 404, 409, 412],
  }),
  sendBack: appRoute(BUYBACK_SLUG, {
    id: 'sendBuybackBack',
    method: 'POST',
    path: '/buyback-desk/buybacks/:id/return',
    summary: 'A declined device went back to the person, free',
    request: { ...byId, body: VersionBody },
    success: json(Buyback),
    problems: [403, 404, 409, 412],
  }),
  certify: appRoute(BUYBACK_SLUG, {
    id: 'certifyBuybackWipe',
    method: 'POST',
    path: '/buyback-desk/buybacks/:id/certificate',
    summary: 'Record the data wipe certificate (NIST SP 800-88 r1 §4.8); linked from the asset’s life story',
    request: { ...byId, body: WipeCertificateInput },
    success: json(WipeCertificate, 201),
    problems: [403, 404, 409, 412],
  }),
  certificate: appRoute(BUYBACK_SLUG, {
    id: 'getBuybackCertificate',
    method: 'GET',
    path: '/buyback-desk/buybacks/:id/certificate',
    summary: 'The data wipe certificate',
    request: byId,
    success: json(WipeCertificate),
    problems: [403, 404],
  }),
  certificatePdf: appRoute(BUYBACK_SLUG, {
    id: 'getBuybackCertificatePdf',
    method: 'GET',
    path: '/buyback-desk/buybacks/:id/certificate/pdf',
    summary: 'The data wipe certificate as a PDF (base64)',
    request: byId,
    success: json(CertificateFile),
    problems: [403, 404],
  }),
  settle: appRoute(BUYBACK_SLUG, {
    id: 'settleBuyback',
    method: 'POST',
    path: '/buyback-desk/buybacks/:id/settlement',
    summary: 'Pay what was agreed to the person’s wallet once (or recycle a device worth nothing); needs the certificate',
    request: { ...byId, body: Settle },
    success: json(Buyback),
    problems: [403, 404, 409, 412],
  }),
  rules: appRoute(BUYBACK_SLUG, {
    id: 'getBuybackRules',
    method: 'GET',
    path: '/buyback-desk/rules',
    summary: 'The price rules in force: base prices by model and age, the factors of both grade axes',
    success: json(BuybackRules),
    problems: [403],
  }),
  saveRules: appRoute(BUYBACK_SLUG, {
    id: 'saveBuybackRules',
    method: 'POST',
    path: '/buyback-desk/rules',
    summary: 'A new version of the price rules; quotes already given keep theirs',
    request: { body: SaveBuybackRules },
    success: json(BuybackRules, 201),
    problems: [403, 409],
  }),
};

/** Every route of buyback and trade-in, for contract/routes.ts. */
export const buybackRoutes = [...Object.values(buybackPersonRoutes), ...Object.values(tradeInPersonRoutes), ...Object.values(buybackDeskRoutes)] as const;
