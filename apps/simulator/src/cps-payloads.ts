import { cpsCourseName, OAUTH_SITES } from './catalogue';
import { guidFrom } from './random';
import type { Slot } from './tee-sheets';
import { formatTime } from './vancouver-time';

// The documents the CPS simulator answers with, field for field as the real sites send them
// (docs/upstream-protocols.md, "CPS Golf"); cps.ts holds the routes that serve them.

export const NIL_GUID = '00000000-0000-0000-0000-000000000000';
export const ONLINE_API_PATH = 'onlineres/onlineapi/api/v1/onlinereservation';

export function cpsApiKey(site: string): string | undefined {
  return OAUTH_SITES.has(site.toLowerCase()) ? undefined : guidFrom(`cps-api-key:${site.toLowerCase()}`);
}

function siteBase(baseUrl: string, site: string): string {
  return `${baseUrl}/cps/${site}`;
}

/** The site's Configuration document, as the Angular app reads it first. */
export function cpsConfiguration(site: string, baseUrl: string) {
  const base = siteBase(baseUrl, site);
  const apiKey = cpsApiKey(site);
  return {
    clientId: 'onlineresweb',
    production: true,
    authorityBaseUrl: `${base}/identityapi`,
    onlineResBaseUrl: `${base}/onlineres`,
    onlineApi: `${base}/${ONLINE_API_PATH}`,
    emailApi: `${base}/onlineres/emailapi/api/v1/email`,
    saleApi: `${base}/onlineres/saleapi/api/v1/sale`,
    referencesApi: `${base}/onlineres/referencesapi/api`,
    buildNumber: '25.3.4.21239412485\n',
    websiteId: NIL_GUID,
    courseId: 0,
    siteName: site,
    parentSiteName: site,
    identityApi: '/identityapi',
    onlineRes: '/onlineres',
    redirectUrl: `${base}/onlineresweb/`,
    pathBase: '/onlineresweb/',
    useHttps: true,
    routeCacheEnabled: true,
    ...(apiKey ? { apiKey } : {}),
  };
}

/** One tee time in the shape of the online API's TeeTimes answer (every field the real one has). */
export function cpsSlot(
  site: string,
  courseId: number,
  date: string,
  slot: Slot,
  courseName = cpsCourseName(site, courseId),
) {
  const storeId = courseId + 2;
  const seats = Array.from({ length: slot.spots }, (_, index) => 4 - slot.spots + index + 1);
  const price = (shItemCode: string, itemCode: string, amount: number) => ({
    itemGuid: `${slot.id}-${shItemCode}`,
    shItemCode,
    itemCode,
    itemDesc: shItemCode === 'GreenFee18' ? 'Adult 18 Holes' : 'Half Cart 18 Holes',
    classCode: 'R',
    rateCode: 'ADT',
    price: amount,
    displayPrice: amount,
    displayPriceBeforeDiscount: amount,
    currentPrice: amount,
    priceBeforeDiscount: amount,
    taxInclusivePrice: Math.round(amount * 1.05 * 10_000) / 10_000,
    taxInclusivePriceBeforeDiscount: Math.round(amount * 1.05 * 10_000) / 10_000,
    taxCode: 'GST',
    discountType: 0,
    priceType: 1,
    priceTypeName: 'ClassPrice',
    storeId,
    allowDiscount: true,
    seasonId: 1,
  });
  return {
    bookingList:
      slot.spots === 0 ? [{ bookingId: slot.id * 10 + 1, participants: 4, playerName: 'Reserved' }] : [],
    teeSheetId: slot.id,
    courseTimeId: slot.courseTimeId,
    startTime: `${date}T${formatTime(slot.minutes)}:00`,
    courseDate: `${date}T00:00:00`,
    startingTee: 1,
    crossOverTeeSheetId: 0,
    participants: 4,
    courseId,
    siteId: courseId + 1,
    storeId,
    courseName,
    courseNameIncludeCrossOver: courseName,
    holes: slot.holes,
    defaultHoles: 0,
    is18HoleOnly: slot.holes >= 18,
    is9HoleOnly: slot.holes < 18,
    isDisabled18Hole: slot.holes < 18,
    isDisabled9Hole: slot.holes >= 18,
    isContain18HoleItems: slot.holes >= 18,
    isContain9HoleItems: slot.holes < 18,
    holesDisplay: String(slot.holes),
    playersDisplay: `${slot.minPlayers} - ${slot.maxPlayers} GOLFERS`,
    minPlayer: slot.minPlayers,
    maxPlayer: slot.maxPlayers,
    availableParticipantNo: seats,
    isNotAllowSingleBooking: slot.minPlayers > 1,
    defaultRateCode: 'ADT',
    defaultBookingRate: { rateCode: 'ADT', bookingRateType: 1, bookingRateTypeName: 'PublicRate' },
    defaultClassCode: 'R',
    teeTypeId: 1,
    teeSuffix: ' ',
    shItemPrices: [
      price(slot.holes >= 18 ? 'GreenFee18' : 'GreenFee9', 'GF18ADT', slot.price),
      price('HalfCart18', 'HC18', 25),
    ],
    shItemPricesGroup: [],
    summaryDetail: null,
    playersRateCode: [],
    playerNames: [],
    blockTexts: [],
    allowSpecialTeetimeClassCodes: [],
    bookingNotes: [],
  };
}
