/**
 * The words of the API's answers, in English and Burmese. English is the default and stays the
 * product's exact wording; a request whose `Accept-Language` puts a Burmese range (`my`,
 * `my-MM`) first is answered in Burmese, with Myanmar digits in every number. The messages the
 * SPA recognises by their text come from the contract, so both halves use the same words.
 */
import { MATCHED_MESSAGES } from '@contract/messages';

export type Language = 'en' | 'my';

/**
 * The language ranges of an `Accept-Language` header that are wanted at all (`q=0` means "not
 * this one"), lower-cased, most wanted first (equal q-values keep their order).
 */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  return (
    value
      // The header is bounded by Node's header size; a few dozen ranges is plenty to read.
      .split(',', 64)
      .map((part, index) => {
        const [tag = '', ...params] = part.split(';').map((s) => s.trim());
        const q = params.find((p) => /^q=/i.test(p));
        const weight = q === undefined ? 1 : Number(q.slice(2));
        return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((range) => range.tag !== '' && range.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index)
      .map((range) => range.tag)
  );
}

/**
 * The language of an answer from the request's `Accept-Language`: the ranges in order of their
 * q-values (equal values keep their order, `q=0` means "not this one"); Burmese when the most
 * wanted range is Burmese, English for anything else or no header.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const first = acceptedLanguages(header)[0];
  return first === 'my' || first?.startsWith('my-') ? 'my' : 'en';
}

const MYANMAR_DIGITS = '၀၁၂၃၄၅၆၇၈၉';

/** Western digits to Myanmar digits (`104.99` to `၁၀၄.၉၉`); everything else unchanged. */
export function myanmarDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => MYANMAR_DIGITS[Number(d)] ?? d);
}

type Num = string | number;

/** Whole numbers with thousands separated by commas (`10,000`); the Burmese side then maps digits. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `a`, `a and b`, `a, b and c`. */
function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const EN_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const MY_MONTHS = 'ဇန်နဝါရီ ဖေဖော်ဝါရီ မတ် ဧပြီ မေ ဇွန် ဇူလိုင် ဩဂုတ် စက်တင်ဘာ အောက်တိုဘာ နိုဝင်ဘာ ဒီဇင်ဘာ'.split(' ');

/**
 * A day on Yangon's calendar (UTC+06:30 all year) as people write it: `5 Dec 2026`, or
 * `၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၅ ရက်` (year, month, day, as Burmese dates read), as the SPA writes dates.
 */
export function yangonDay(instant: Date, language: Language): string {
  const local = new Date(instant.getTime() + 390 * 60_000);
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  if (language === 'my') return myanmarDigits(`${year} ခုနှစ်၊ ${MY_MONTHS[month]}လ ${day} ရက်`);
  return `${day} ${EN_MONTHS[month]} ${year}`;
}

/** Every message of the API; a function takes the message's arguments. */
const en = {
  // session
  registrationSuccessful: 'Registration successful',
  invalidCredentials: 'Invalid credentials',
  phoneTaken: MATCHED_MESSAGES.PHONE_TAKEN.en as string,
  emailTaken: 'The email has already been taken.',
  passwordsDiffer: 'The password confirmation does not match.',
  townshipNotInDistrict: 'The selected township is not in the selected district.',
  // a forgotten password: a code to the account's phone, then a new password
  passwordResetSms: (code: string, minutes: Num) =>
    `${code} is your password reset code. It expires in ${minutes} minutes.`,
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  noAccountForPhone: 'No account uses this phone number. You can register with it.',
  tooManyAttempts: (seconds: Num) => `Too many attempts. Please try again in ${seconds} seconds.`,
  passwordsBusy: (seconds: Num) =>
    `Many people are signing in or registering right now. Please try again in ${seconds} seconds.`,
  tokenNotValid: MATCHED_MESSAGES.TOKEN_NOT_VALID.en as string,
  notOwnMerchant: MATCHED_MESSAGES.NOT_OWN_MERCHANT.en as string,
  // orders and billing
  planAdded: 'Plan added to your order',
  addonAdded: 'Add-on added to your order',
  choosePlanFirst: 'Choose a plan before adding add-ons',
  noPendingOrder: 'No pending order',
  billingSaved: 'Billing information saved',
  cardSaved: 'Card information saved',
  cardNumberInvalid: 'The card number is invalid.',
  cardExpired: 'The card has expired.',
  // payments
  intentNotFound: 'Payment intent not found',
  idempotencyKeyReused: 'This Idempotency-Key was already used with different parameters.',
  gatewayUnavailable: 'The payment service is unavailable. Please try again.',
  gatewayTimeout:
    'The payment service did not answer in time. Please check your dashboard before paying again.',
  cardsOnProviderPage:
    "Cards are paid on the payment provider's page: choose Card on the payment page.",
  orderChanged: MATCHED_MESSAGES.ORDER_CHANGED.en as string,
  // plan orders: partner codes and receipts
  partnerCodeUnknown: 'This partner code is not known. Check it with your partner.',
  partnerCodeInactive: 'This partner code is no longer offered.',
  partnerCodeExpired: 'This partner code has expired.',
  partnerCodeUsedUp: 'This partner code has been used as many times as it allows.',
  noPlanOrder: 'There is no plan order to pay for. Choose a plan on the plans page first.',
  receiptNotFound: 'Receipt not found',
  // `/payment`: wallet, bank transfer and hosted card checkouts
  checkoutNotFound: 'Payment not found',
  paymentProviderUnavailable:
    'The payment service cannot be reached just now. Please try again in a minute.',
  checkoutMethodNotOffered: 'This payment method is not offered.',
  // The back office's payments
  adminTransferNotAwaiting: 'This transfer is no longer awaiting review.',
  adminSlipNotFound: 'This transfer has no slip.',
  adminPaymentNotFound: 'Payment not found',
  adminCreditNoteNotFound: 'Credit note not found',
  adminRefundTooMuch: 'More than what is left to refund of this payment.',
  adminNotHeld: 'This payment is not held for refund, or was refunded already.',
  adminProviderNotConfigured: 'The provider that took this payment is not configured here.',
  adminProviderRefused: 'The provider refused the refund: {message}',
  adminKeyReused: 'This Idempotency-Key was used for another refund.',
  transferProofRequired: 'Upload the slip of your transfer or type its transaction id.',
  transactionIdInvalid:
    'The transaction id is 4 to 40 letters, digits or hyphens, as your bank app shows it.',
  checkoutNotOpen: 'This payment cannot take a transfer now. Start a new payment.',
  paymentInProgress: MATCHED_MESSAGES.PAYMENT_IN_PROGRESS.en as string,
  tooManyDeclines: MATCHED_MESSAGES.TOO_MANY_DECLINES.en as string,
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expiredCard: 'Your card has expired.',
  amountMustBe: (minor: Num, total: Num, currency: string) =>
    `The amount must be ${minor} (${total} ${currency}).`,
  amountMustBeTotal: (total: Num, currency: string) => `The amount must be ${total} ${currency}.`,
  currencyMustBe: (currency: string) => `The currency must be ${currency}.`,
  // contact
  contactSent: 'Your message has been sent.',
  // the merchant's store
  featureNotIncluded: 'Your plan does not include this feature',
  // the shop's insights: the period asked for
  insightsPeriodOrDates: 'Choose a period or two dates, not both.',
  insightsBothDates: 'Give both the first and the last day.',
  insightsNotADay: 'This date does not exist.',
  insightsFromAfterTo: 'The first day must not be after the last day.',
  insightsTooOld: (months: Num) => `Insights go back ${months} months at most.`,
  insightsFuture: 'The last day must not be after today.',
  // live events
  tooManyStreams: 'Too many live connections are open. Close another tab or try again later.',
  streamsClosing: 'The server is restarting. Please try again in a moment.',
  storeNotFound: 'Save your store profile first.',
  slugTaken: 'This web address is already taken. Please choose another.',
  slugReserved: 'This web address is reserved. Please choose another.',
  slugInvalid:
    'The web address may use only lower-case letters, digits and single hyphens between them.',
  slugNeeded: 'Your store name has no letters to make a web address from. Please type one.',
  weekdays: [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ] as readonly string[],
  dayListedTwice: (day: string) => `${day} is listed more than once.`,
  closesBeforeOpens: (day: string) => `On ${day} the closing time must be after the opening time.`,
  cannotPublish: (missing: readonly string[]) =>
    `Your store cannot be published yet. It still needs ${listOf(missing)}.`,
  needsSubscription: 'an active subscription',
  needsPhone: 'a verified phone number',
  needsItems: 'at least one item in the catalogue',
  branchLimit: (n: number) =>
    `Your plan allows ${n} branch${n === 1 ? '' : 'es'}. Add the Branches add-on to open more.`,
  branchesNeedPlan: 'Branches need an active subscription. Choose a plan to open one.',
  branchNotFound: 'Branch not found',
  sectionNotFound: 'Menu section not found',
  itemNotFound: 'Item not found',
  sectionHasItems:
    'This menu section still holds items. Move them to another section or delete them first.',
  sectionLimit: (n: Num) => `A store can have at most ${n} menu sections.`,
  itemLimit: (n: Num) => `A store can have at most ${n} items.`,
  sectionNeeded: 'A menu item needs a menu section.',
  sectionOnlyForMenu: 'Only menu items belong to a menu section.',
  sectionOrderInvalid: 'The new order must list every one of your menu sections, each once.',
  itemOrderInvalid:
    'The new order must list every item of one kind (or of one menu section), each once.',
  unsupportedImage: 'Unsupported image. Please choose a JPEG, PNG or WebP photo.',
  photoTooLarge: (mb: Num) => `The photo must not be larger than ${mb} MB.`,
  photoTooManyPixels: (megapixels: Num) =>
    `The photo must not have more than ${megapixels} megapixels. Please choose a smaller one.`,
  photoTooNarrow: (ratio: Num) =>
    `The photo's longer side must not be more than ${ratio} times its shorter side.`,
  photoStorageFull: (mb: Num) =>
    `Your store's photos have reached their limit of ${mb} MB. Please use the photos you have.`,
  photoUploadLimit: (n: Num, minutes: Num) =>
    `You can upload at most ${n} photos an hour. Please try again in ${minutes} minutes.`,
  photosBusy: 'The server is busy with other photos. Please try again in a moment.',
  // one-time codes (the product's original words where it has them: 'Invalid OTP. Please try again.')
  otpSent: 'OTP sent.',
  /**
   * The SMS. The code keeps Western digits in both languages: it is what gets typed, and phones
   * offer to fill in a code from an SMS only in Western digits.
   */
  otpSms: (code: string, minutes: Num) =>
    `${code} is your verification code. It expires in ${minutes} minutes.`,
  otpNotAccountPhone: 'This is not the phone number of your account.',
  otpInvalid: (triesLeft: number) =>
    `Invalid OTP. Please try again. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  otpExpired: 'OTP expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong codes. Please request a new OTP.',
  otpResendTooSoon: (seconds: Num) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  smsFailed: 'The SMS could not be sent. Please try again.',
  smsCapReached: (seconds: Num) =>
    `We cannot send more codes just now. Please try again in ${seconds} seconds.`,
  smsTimeout: (seconds: Num) =>
    `The SMS service did not answer in time. If no OTP arrives, request a new one in ${seconds} seconds.`,
  phoneVerified: 'Your phone number is verified.',
  // the SMS that a plan ends (7 days and 1 day before, and on the day): `plan` is the plan's
  // name, the dates are the language's `yangonDay`
  planEndsSms: (plan: string, endsOn: Num) =>
    `Your ${plan} plan ends on ${endsOn}. Renew at /price to stay listed.`,
  planEndedSms: (plan: string, endedOn: Num, renewBy: Num) =>
    `Your ${plan} plan ended on ${endedOn}. Renew by ${renewBy} at /price to stay listed.`,
  // customers and their orders (issue 19)
  orderNotFound: 'Order not found',
  itemsUnavailable: (names: readonly string[]) =>
    `Sorry, ${listOf(names)} ${names.length === 1 ? 'is' : 'are'} no longer available. Please update your order.`,
  notOrderable: 'Services are reserved, not ordered. Please book a time instead.',
  orderTotalTooLarge: 'The order total is too large. Please order fewer items.',
  optionsTooFew: (item: string, group: string, min: Num) =>
    min === 1
      ? `${item}: please choose ${group}.`
      : `${item}: please choose at least ${min} of ${group}.`,
  optionsTooMany: (item: string, group: string, max: Num) =>
    max === 1
      ? `${item}: please choose only one ${group}.`
      : `${item}: please choose at most ${max} of ${group}.`,
  optionUnknown: (item: string) =>
    `${item}: a choice you made is no longer offered. Please choose again.`,
  optionGroupLimit: (limit: Num) => `An item can have at most ${limit} groups of choices.`,
  optionMaxAboveOptions: 'The most a shopper chooses cannot be more than the options.',
  optionMinAboveMax: 'The fewest a shopper chooses cannot be more than the most.',
  optionGroupNotFound: 'This group of choices was not found.',
  optionGroupOrderInvalid: 'The new order must list every group of choices of the item, each once.',
  deliveryTownshipTwice: 'Each township can be listed once.',
  deliveryTownshipUnknown: 'Choose townships from the list.',
  deliveryUnserved:
    'The shop does not deliver to this township. Please choose another, or pick up.',
  deliveryMinimum: (minTotal: number) =>
    `Delivery to this township is for orders of ${grouped(minTotal)} MMK or more.`,
  deliveryWithTable: 'An order is delivered or served at a table, not both.',
  nameRequired: 'Please tell the shop your name before ordering.',
  illegalTransition: 'This cannot be done any more: the order has moved on.',
  reasonRequired: 'Please give the customer a reason.',
  // generic answers
  notFound: 'Not found',
  shopNotFound: 'Shop not found',
  // the site's share picture (the landing page's): the brand's tagline, as the SPA says it
  siteShareSubtitle: 'Where shops and shoppers connect',
  // reservations
  reservationNotFound: 'Reservation not found',
  reservationSlotFull: 'This time is fully booked. Please choose another time.',
  reservationNameRequired: 'Please tell us your name before making a reservation.',
  reservationInvalidDate: 'This date does not exist.',
  reservationInThePast: 'This time has already passed. Please choose a later time.',
  reservationTooFar: (days: Num) => `Reservations can be made at most ${days} days ahead.`,
  reservationOutsideHours: 'The shop does not take reservations at this time.',
  reservationIllegal: 'This reservation can no longer be changed that way.',
  reservationTooLate: 'The time of this reservation has begun; it can no longer be cancelled.',
  reservationPartyTooLarge: (max: number) =>
    `This shop takes reservations for at most ${max} ${max === 1 ? 'person' : 'people'}.`,
  // one customer's share of a shop (issue 31)
  tooManyPlacements: (seconds: Num) =>
    `You are placing orders too quickly. Please try again in ${seconds} seconds.`,
  customerBlocked: 'This shop is not taking your orders.',
  tooManyOpenOrders: (n: number) =>
    `You already have ${n} open order${n === 1 ? '' : 's'} at this shop. Please wait until one is finished.`,
  // opening hours and 'Busy' (issue 39): `ahead` days from today; `day`, that day's weekday name
  closedNow: (opens: { day: string; time: string; ahead: number } | null) =>
    opens === null
      ? 'Closed now. This shop has not given its opening hours.'
      : `Closed now. Opens ${
          opens.ahead === 0 ? 'today' : opens.ahead === 1 ? 'tomorrow' : `on ${opens.day}`
        } at ${opens.time}`,
  reservationClosed: (opens: { day: string; time: string } | null) =>
    opens === null
      ? 'The shop is closed at that time.'
      : `The shop is closed at that time. It opens on ${opens.day} at ${opens.time}.`,
  alreadyPaid: 'This order is already marked paid another way.',
  noOrdersForLater: 'This shop does not take orders for later.',
  pickupTimeInvalid: 'Please choose one of the pickup times the shop offers.',
  busyNow: (until: string) => `Busy: not taking new orders until ${until}. Please try again then.`,
  reservationAlreadyHeld: 'You already have a reservation at this shop for this time.',
  tooManyReservations: (n: number) =>
    `You already have ${n} reservation${n === 1 ? '' : 's'} at this shop on this day.`,
  customerNotFound: 'Customer not found',
  // promo codes (issue 20): the shop's own and the refusals of an order's code
  promoNotFound: 'Promo code not found',
  promoPercentMax: 'A percent discount cannot be more than 100.',
  promoDatesOrder: 'The last day must not be before the first day.',
  promoCodeTaken: 'Your shop already has this promo code.',
  promoBelowUses: (uses: number) =>
    `This code has been used ${grouped(uses)} time${uses === 1 ? '' : 's'}: the most uses cannot be fewer.`,
  promoLimit: (n: Num) => `A shop can have at most ${n} promo codes.`,
  promoUnknown: 'This promo code is not valid at this shop.',
  promoUsedUp: 'This promo code has been used up.',
  promoCustomerUsedUp: 'You have already used this promo code as many times as it allows.',
  promoMinTotal: (mmk: number) => `This promo code needs an order of at least ${grouped(mmk)} MMK.`,
  // announcements, events and banners (issue 20)
  postLimit: (n: number) =>
    `You have used your ${n} post${n === 1 ? '' : 's'} for this month. Choose a bigger plan to post more.`,
  postNotFound: 'Post not found',
  eventOnly: 'Only an event has a date and a time.',
  eventPast: 'This event has already taken place.',
  bannerNotFound: 'Banner not found',
  bannerImpressionInvalid: 'This view of the banner has expired or has already been counted.',
  // loyalty (issue 20)
  loyaltyNotOffered: 'This shop does not offer this at the moment.',
  rewardNotFound: 'Reward not found',
  rewardAlreadyRedeemed: 'This reward has already been redeemed.',
  stampNotFound: 'This stamp was not found.',
  stampUndoTooLate: 'This stamp can no longer be undone.',
  stampRewardRedeemed: 'The reward this stamp completed has been redeemed: the stamp stays.',
  notEnoughPoints: 'There are not enough points for this reward.',
  codeUnknown: 'This code is not valid. Please check it with the customer.',
  codeUsed: 'This code has already been used.',
  codeExpired: 'This code has expired. The customer can show a new one.',
  pointRewardLimit: (n: Num) => `A shop can offer at most ${n} point rewards.`,
  internalError: 'Internal server error',
  bodyTooLarge: 'Request body is too large',
  badJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported Media Type',
  badRequest: 'Bad request',
  // validation: `name` is the field as a person reads it (see `fieldLabel`)
  required: (name: string) => `The ${name} field is required.`,
  requestMustBeObject: (context: string) => `The request ${context} must be an object.`,
  mustBeType: (name: string, type: string) => `The ${name} field must be ${type}.`,
  mustBeEmail: (name: string) => `The ${name} field must be a valid email address.`,
  formatInvalid: (name: string) => `The ${name} field format is invalid.`,
  phonePattern:
    'The phone field must be a Myanmar mobile number, such as 09 7812 3456 or +95 9 7812 3456.',
  minLength: (name: string, n: Num) => `The ${name} field must be at least ${n} characters.`,
  maxLength: (name: string, n: Num) =>
    `The ${name} field must not be greater than ${n} characters.`,
  minimum: (name: string, n: Num) => `The ${name} field must be at least ${n}.`,
  maximum: (name: string, n: Num) => `The ${name} field must not be greater than ${n}.`,
  notAllowed: (name: string) => `The ${name} field is not allowed.`,
  selectedInvalid: (name: string) => `The selected ${name} is invalid.`,
  fieldInvalid: (name: string) => `The ${name} field is invalid.`,
  dataInvalid: 'The given data was invalid.',
  andMore: (first: string, more: number) =>
    `${first} (and ${more} more error${more > 1 ? 's' : ''})`,
  tooManyFields: (max: Num) => `The request body must not have more than ${max} fields.`,
  controlCharacters: (name: string) => `The ${name} field must not contain control characters.`,
  zawgyi: 'This text looks like Zawgyi. Please type it in Myanmar Unicode.',
  // the back office
  operatorRoleRefused: 'Your role does not allow this.',
  merchantRoleRefused: 'Your role in this shop does not allow this.',
  teamFull: (n: number) =>
    `Your plan allows ${n} ${n === 1 ? 'person' : 'people'} on the team, you included. Remove someone or choose a bigger plan.`,
  phoneOnATeam: 'This phone number already has an account or is on a shop’s team.',
  memberNotFound: 'Team member not found',
  notAMember: 'This phone number is not on a shop’s team. Ask the shop’s owner to invite you.',
  operatorSignInFailed: 'The phone number or password is not right.',
  operatorLocked: (minutes: Num) =>
    `Too many failed sign-ins. This account is locked; please try again in ${minutes} minutes.`,
  operatorCodeRefused: 'That code is not right, or was already used. Please try the current code.',
  operatorRecoveryCodeRefused: 'That recovery code is not right, or was already used.',
  operatorNoEnrolment: 'Start the enrolment first: there is no secret to confirm.',
  // (each part of the back office adds its messages below)
  // the back office: prices and partner codes
  priceChangePast: 'That day has passed: a change takes effect today or on a later day.',
  priceChangeClosed: 'This change has already been applied or cancelled.',
  partnerCodeTaken: (code: string) =>
    `The partner code ${code} exists already; choose another code.`,
  partnerCodeOneDiscount: 'A code gives either a percentage or an amount off, not both.',
  partnerCodeDiscountUsed:
    'This code has been used: its discount can no longer change. Make a new code instead.',
  partnerCodeExpiryPassed: 'That expiry has passed: the code would never work.',
  partnerCodeMaxBelowUses: (uses: Num) =>
    `The most uses cannot be fewer than the ${uses} uses already made.`,
  // moderation
  reportPostNotFound: "This post is not one of this shop's posts.",
  reportNotFound: 'Report not found',
  reportNotOpen: 'This report has already been dealt with.',
  shopAlreadySuspended: 'This shop is already suspended.',
  shopNotSuspended: 'This shop is not suspended.',
  // ratings and reviews
  reviewAlreadyGiven: 'You have already rated this visit.',
  reviewNotEligible: 'Only a completed visit of yours can be rated.',
  reviewTooLate: (days: Num) => `A visit can be rated within ${days} days of its completion.`,
  reviewNotFound: 'Review not found',
  reviewAlreadyReplied: 'You have already replied to this review.',
  reviewReportNotFound: "This review is not one of this shop's reviews.",
  reviewAlreadyHidden: 'This review is already hidden.',
  reviewNotHidden: 'This review is not hidden.',
  // Stamp & Card Designs
  designNotFound: 'Design request not found',
  designFileNotFound: 'File not found',
  designUnitsUsedUp: (n: Num) =>
    `The ${n} design${n === 1 ? '' : 's'} bought with your plan ${n === 1 ? 'is' : 'are'} used. Add Stamp & Card Designs to your plan to ask for another.`,
  designUnitsTooFew: (needed: Num, left: Num) =>
    `This design with its extras uses ${needed} design units and you have ${left} left. Add Stamp & Card Designs to your plan, or choose a smaller design.`,
  designWrongStep: 'This design request is not at that step.',
  designTooFewDrafts: 'Upload two or three concept drafts before publishing them.',
  designTooManyDrafts: 'No more drafts can be uploaded at this step: publish them first.',
  designNoRevisedVersion: 'Upload the revised version before publishing it.',
  designRevisionsUsedUp:
    'Both rounds of revisions have been used. Accept the draft you like best to receive the final files.',
  designNoDraftChosen: 'Pick a draft first.',
  designNoFinalFiles: 'Upload the final print-ready files before delivering.',
  designTooManyFiles: (n: Num) => `A design request holds at most ${n} final files.`,
  designNothingUnpublished: 'There is no unpublished file to remove.',
  designNotDelivered: 'This design has not been delivered yet.',
  designNotForStampCard: 'Only a loyalty stamp or a stamp set design can go on the stamp card.',
  designNoImage: 'This design has no PNG or JPEG final file for the stamp card.',
  stampCardMissing: 'Set up your stamp card first, then put the design on it.',
  designFileType: 'This file is damaged or not a PNG, JPEG or PDF file. Please choose one that is.',
  designFileTooLarge: (mb: Num) => `The file must not be larger than ${mb} MB.`,
  typeNames: {
    integer: 'an integer',
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
  } as Record<string, string>,
  /** How a field reads in a sentence where its wire name would not (`shopname`, `district_id`). */
  labels: {
    username: 'user name',
    shopname: 'shop name',
    district_id: 'district',
    township_id: 'township',
    q: 'search',
    category_id: 'category',
    logo_photo_id: 'logo',
    cover_photo_id: 'cover photo',
    photo_id: 'photo',
    impression: 'banner view',
    section_id: 'menu section',
    slug: 'web address',
    otp: 'OTP',
    branch_id: 'branch',
    item_id: 'item',
    party_size: 'party size',
    slot_capacity: 'reservations per slot',
    max_party_size: 'largest party',
    valid_from: 'first day',
    valid_to: 'last day',
    max_uses: 'most uses',
    min_total: 'least order total',
    promo_code: 'promo code',
    event_date: 'event date',
    event_time: 'event time',
    stamps_needed: 'stamps needed',
    background: 'card colour',
    color: 'stamp colour',
    points_per_1000: 'points per 1,000 MMK',
    discount_percent: 'member discount',
    colours: 'colours',
    file_id: 'file',
    up_to: 'last event',
  } as Record<string, string>,
};

export type Messages = typeof en;

const d = myanmarDigits;

const my: Messages = {
  registrationSuccessful: 'အကောင့်ဖွင့်ခြင်း အောင်မြင်ပါသည်။',
  invalidCredentials: 'ဖုန်းနံပါတ် သို့မဟုတ် စကားဝှက် မှားနေပါသည်။',
  phoneTaken: MATCHED_MESSAGES.PHONE_TAKEN.my,
  emailTaken: 'ဤအီးမေးလ်လိပ်စာဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။',
  passwordsDiffer: 'အတည်ပြု စကားဝှက်သည် စကားဝှက်နှင့် မကိုက်ညီပါ။',
  townshipNotInDistrict: 'ရွေးထားသော မြို့နယ်သည် ရွေးထားသော ခရိုင်အတွင်း မရှိပါ။',
  passwordResetSms: (code, minutes) =>
    `${code} သည် သင်၏ စကားဝှက်ပြန်လည်သတ်မှတ်ရန် ကုဒ် ဖြစ်ပါသည်။ ${d(minutes)} မိနစ်အတွင်း အသုံးပြုပါ။`,
  passwordChanged: 'သင်၏ စကားဝှက်ကို ပြောင်းပြီးပါပြီ။ စကားဝှက်အသစ်ဖြင့် ဝင်ရောက်ပါ။',
  noAccountForPhone: 'ဤဖုန်းနံပါတ်ဖြင့် အကောင့် မရှိပါ။ ၎င်းဖြင့် စာရင်းသွင်းနိုင်ပါသည်။',
  tooManyAttempts: (seconds) => `ကြိုးစားမှု များလွန်းပါသည်။ ${d(seconds)} စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။`,
  passwordsBusy: (seconds) =>
    `ယခု အကောင့်ဝင်သူနှင့် အကောင့်ဖွင့်သူ များပြားနေပါသည်။ ${d(seconds)} စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။`,
  tokenNotValid: MATCHED_MESSAGES.TOKEN_NOT_VALID.my,
  notOwnMerchant: MATCHED_MESSAGES.NOT_OWN_MERCHANT.my,
  orderNotFound: 'အော်ဒါ ရှာမတွေ့ပါ။',
  itemsUnavailable: (names) => `စိတ်မကောင်းပါ၊ ${names.join('၊ ')} ကို ယခု မရနိုင်တော့ပါ။ သင့်အော်ဒါကို ပြင်ပေးပါ။`,
  notOrderable: 'ဝန်ဆောင်မှုများကို အော်ဒါမှာ၍ မရပါ၊ အချိန်ချိန်းဆို ကြိုတင်စာရင်းသွင်းပါ။',
  orderTotalTooLarge: 'အော်ဒါ စုစုပေါင်း ငွေပမာဏ များလွန်းပါသည်။ ပစ္စည်း အရေအတွက် လျှော့၍ မှာပါ။',
  optionsTooFew: (item, group, min) =>
    min === 1
      ? `${item}- ${group} ကို ရွေးပေးပါ။`
      : `${item}- ${group} မှ အနည်းဆုံး ${d(min)} ခု ရွေးပေးပါ။`,
  optionsTooMany: (item, group, max) =>
    max === 1
      ? `${item}- ${group} ကို တစ်ခုသာ ရွေးပါ။`
      : `${item}- ${group} မှ အများဆုံး ${d(max)} ခုသာ ရွေးပါ။`,
  optionUnknown: (item) => `${item}- သင်ရွေးထားသော တစ်ခုကို မရနိုင်တော့ပါ။ ပြန်ရွေးပေးပါ။`,
  optionGroupLimit: (limit) => `ပစ္စည်းတစ်ခုတွင် ရွေးချယ်စရာ အုပ်စု အများဆုံး ${d(limit)} ခုသာ ထားနိုင်ပါသည်။`,
  optionMaxAboveOptions: 'ဝယ်သူ ရွေးနိုင်သော အများဆုံး အရေအတွက်သည် ရွေးချယ်စရာများထက် မများရပါ။',
  optionMinAboveMax: 'ဝယ်သူ ရွေးရမည့် အနည်းဆုံး အရေအတွက်သည် အများဆုံးထက် မများရပါ။',
  optionGroupNotFound: 'ဤရွေးချယ်စရာ အုပ်စုကို ရှာမတွေ့ပါ။',
  optionGroupOrderInvalid: 'အစီအစဉ်အသစ်တွင် ပစ္စည်း၏ ရွေးချယ်စရာ အုပ်စု အားလုံးကို တစ်ကြိမ်စီ ပါရပါမည်။',
  deliveryTownshipTwice: 'မြို့နယ်တစ်ခုကို တစ်ကြိမ်သာ ထည့်နိုင်ပါသည်။',
  deliveryTownshipUnknown: 'စာရင်းထဲမှ မြို့နယ်များကို ရွေးပါ။',
  deliveryUnserved: 'ဆိုင်က ဤမြို့နယ်သို့ ပို့ဆောင်မပေးပါ။ အခြားမြို့နယ်ကို ရွေးပါ သို့မဟုတ် ကိုယ်တိုင်လာယူပါ။',
  deliveryMinimum: (minTotal) =>
    `ဤမြို့နယ်သို့ ${d(grouped(minTotal))} ကျပ်နှင့်အထက် အော်ဒါများကိုသာ ပို့ဆောင်ပေးပါသည်။`,
  deliveryWithTable: 'အော်ဒါကို ပို့ဆောင်ခြင်း သို့မဟုတ် စားပွဲတွင် ကျွေးခြင်း တစ်မျိုးသာ ဖြစ်ရပါမည်။',
  nameRequired: 'အော်ဒါမမှာမီ သင့်အမည်ကို ဆိုင်သို့ ပေးပါ။',
  illegalTransition: 'ဤအော်ဒါ၏ အခြေအနေ ပြောင်းသွားပြီဖြစ်၍ ယခု ဤသို့ လုပ်၍ မရတော့ပါ။',
  reasonRequired: 'ဖောက်သည်အား အကြောင်းပြချက် ပေးပါ။',
  planAdded: 'အစီအစဉ်ကို သင့်အော်ဒါထဲ ထည့်ပြီးပါပြီ။',
  addonAdded: 'ထပ်ဆောင်းဝန်ဆောင်မှုကို သင့်အော်ဒါထဲ ထည့်ပြီးပါပြီ။',
  choosePlanFirst: 'ထပ်ဆောင်းဝန်ဆောင်မှု မထည့်မီ အစီအစဉ်တစ်ခု ရွေးပါ။',
  noPendingOrder: 'ငွေမပေးချေရသေးသော အော်ဒါ မရှိပါ။',
  billingSaved: 'ငွေတောင်းခံရန် အချက်အလက်များကို သိမ်းဆည်းပြီးပါပြီ။',
  cardSaved: 'ကတ် အချက်အလက်များကို သိမ်းဆည်းပြီးပါပြီ။',
  cardNumberInvalid: 'ကတ်နံပါတ် မမှန်ကန်ပါ။',
  cardExpired: 'ကတ် သက်တမ်းကုန်သွားပါပြီ။',
  intentNotFound: 'ငွေပေးချေမှုကို ရှာမတွေ့ပါ။',
  idempotencyKeyReused: 'ဤ Idempotency-Key ကို အခြား အချက်အလက်များဖြင့် အသုံးပြုပြီး ဖြစ်ပါသည်။',
  gatewayUnavailable: 'ငွေပေးချေမှု ဝန်ဆောင်မှုကို ယခု အသုံးပြု၍ မရပါ။ ထပ်မံကြိုးစားပါ။',
  gatewayTimeout: 'ငွေပေးချေမှု ဝန်ဆောင်မှုထံမှ အချိန်မီ အဖြေ မရပါ။ ထပ်မံ ငွေမပေးချေမီ သင့်ဒက်ရှ်ဘုတ်ကို စစ်ဆေးပါ။',
  cardsOnProviderPage:
    'ကတ်ဖြင့် ငွေပေးချေမှုကို ငွေပေးချေမှု ဝန်ဆောင်မှုပေးသူ၏ စာမျက်နှာတွင် ပြုလုပ်ရပါသည်။ ငွေပေးချေမည့် စာမျက်နှာတွင် “ကတ်” ကို ရွေးပါ။',
  orderChanged: MATCHED_MESSAGES.ORDER_CHANGED.my,
  partnerCodeUnknown: 'ဤ မိတ်ဖက်ကုဒ်ကို မသိပါ။ သင့်မိတ်ဖက်ထံ စစ်ဆေးပါ။',
  partnerCodeInactive: 'ဤ မိတ်ဖက်ကုဒ်ကို မပေးတော့ပါ။',
  partnerCodeExpired: 'ဤ မိတ်ဖက်ကုဒ် သက်တမ်းကုန်သွားပါပြီ။',
  partnerCodeUsedUp: 'ဤ မိတ်ဖက်ကုဒ်ကို ခွင့်ပြုထားသည့် အကြိမ်အရေအတွက် အပြည့် သုံးပြီးပါပြီ။',
  noPlanOrder: 'ငွေပေးချေရန် အစီအစဉ် အော်ဒါ မရှိပါ။ အစီအစဉ်များ စာမျက်နှာတွင် အစီအစဉ်တစ်ခု ဦးစွာ ရွေးပါ။',
  receiptNotFound: 'ပြေစာကို ရှာမတွေ့ပါ။',
  checkoutNotFound: 'ငွေပေးချေမှုကို ရှာမတွေ့ပါ။',
  paymentProviderUnavailable: 'ငွေပေးချေမှု ဝန်ဆောင်မှုကို ယခု ဆက်သွယ်၍ မရပါ။ တစ်မိနစ်အကြာတွင် ထပ်မံကြိုးစားပါ။',
  checkoutMethodNotOffered: 'ဤငွေပေးချေနည်းကို မပေးပါ။',
  adminTransferNotAwaiting: 'ဤငွေလွှဲမှုသည် စစ်ဆေးရန် စောင့်ဆိုင်းနေခြင်း မရှိတော့ပါ။',
  adminSlipNotFound: 'ဤငွေလွှဲမှုတွင် ပြေစာဓာတ်ပုံ မရှိပါ။',
  adminPaymentNotFound: 'ငွေပေးချေမှုကို ရှာမတွေ့ပါ။',
  adminCreditNoteNotFound: 'ခရက်ဒစ်နုတ်ကို ရှာမတွေ့ပါ။',
  adminRefundTooMuch: 'ဤငွေပေးချေမှုမှ ပြန်အမ်းရန် ကျန်ရှိသည်ထက် များနေပါသည်။',
  adminNotHeld: 'ဤငွေပေးချေမှုကို ပြန်အမ်းရန် ထိန်းထားခြင်း မရှိပါ သို့မဟုတ် ပြန်အမ်းပြီး ဖြစ်ပါသည်။',
  adminProviderNotConfigured: 'ဤငွေပေးချေမှုကို လက်ခံခဲ့သော ဝန်ဆောင်မှုကို ဤနေရာတွင် မသတ်မှတ်ထားပါ။',
  adminProviderRefused: 'ဝန်ဆောင်မှုက ငွေပြန်အမ်းမှုကို ငြင်းပယ်ခဲ့သည်- {message}',
  adminKeyReused: 'ဤ Idempotency-Key ကို အခြား ငွေပြန်အမ်းမှုအတွက် သုံးပြီး ဖြစ်ပါသည်။',
  transferProofRequired: 'သင့်ငွေလွှဲပြေစာ ဓာတ်ပုံကို တင်ပါ သို့မဟုတ် ငွေလွှဲ အမှတ်စဉ် (transaction id) ကို ရိုက်ထည့်ပါ။',
  transactionIdInvalid: 'ငွေလွှဲ အမှတ်စဉ်သည် သင့်ဘဏ်အက်ပ်တွင် ပြသည့်အတိုင်း စာလုံး၊ ဂဏန်း သို့မဟုတ် တုံးတို ၄ လုံးမှ ၄၀ အထိ ဖြစ်ရပါမည်။',
  checkoutNotOpen: 'ဤငွေပေးချေမှုသို့ ယခု ငွေလွှဲ မပို့နိုင်တော့ပါ။ ငွေပေးချေမှု အသစ် စတင်ပါ။',
  paymentInProgress: MATCHED_MESSAGES.PAYMENT_IN_PROGRESS.my,
  tooManyDeclines: MATCHED_MESSAGES.TOO_MANY_DECLINES.my,
  cardDeclined: 'သင့်ကတ်ကို ငြင်းပယ်လိုက်ပါသည်။',
  insufficientFunds: 'သင့်ကတ်တွင် ငွေ မလုံလောက်ပါ။',
  incorrectNumber: 'သင့်ကတ်နံပါတ် မှားနေပါသည်။',
  expiredCard: 'သင့်ကတ် သက်တမ်းကုန်သွားပါပြီ။',
  amountMustBe: (minor, total, currency) =>
    `ငွေပမာဏသည် ${d(minor)} (${d(total)} ${currency}) ဖြစ်ရပါမည်။`,
  amountMustBeTotal: (total, currency) => `ငွေပမာဏသည် ${d(total)} ${currency} ဖြစ်ရပါမည်။`,
  currencyMustBe: (currency) => `ငွေကြေးသည် ${currency} ဖြစ်ရပါမည်။`,
  contactSent: 'သင့်စာကို ပို့ပြီးပါပြီ။',
  featureNotIncluded: 'သင့်အစီအစဉ်တွင် ဤလုပ်ဆောင်ချက် မပါဝင်ပါ။',
  insightsPeriodOrDates: 'ကာလ သို့မဟုတ် ရက်စွဲနှစ်ခု ထဲမှ တစ်မျိုးတည်းကိုသာ ရွေးပါ။',
  insightsBothDates: 'ပထမနေ့နှင့် နောက်ဆုံးနေ့ နှစ်ခုလုံးကို ထည့်ပါ။',
  insightsNotADay: 'ဤရက်စွဲ မရှိပါ။',
  insightsFromAfterTo: 'ပထမနေ့သည် နောက်ဆုံးနေ့ထက် နောက်မကျရပါ။',
  insightsTooOld: (months) => `ယခင် ${myanmarDigits(months)} လအထိသာ ကြည့်နိုင်ပါသည်။`,
  insightsFuture: 'နောက်ဆုံးနေ့သည် ယနေ့ထက် နောက်မကျရပါ။',
  tooManyStreams: 'တိုက်ရိုက်ချိတ်ဆက်မှုများ အလွန်များနေပါသည်။ အခြား တဘ်တစ်ခုကို ပိတ်ပါ သို့မဟုတ် နောက်မှ ထပ်ကြိုးစားပါ။',
  streamsClosing: 'ဆာဗာ ပြန်လည်စတင်နေပါသည်။ ခဏအကြာတွင် ထပ်ကြိုးစားပါ။',
  storeNotFound: 'သင့်ဆိုင် အချက်အလက်များကို ဦးစွာ သိမ်းဆည်းပါ။',
  slugTaken: 'ဤဝဘ်လိပ်စာကို အခြားဆိုင်က အသုံးပြုပြီး ဖြစ်ပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  slugReserved: 'ဤဝဘ်လိပ်စာကို သီးသန့်ထားပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  slugInvalid: 'ဝဘ်လိပ်စာတွင် စာလုံးအသေး၊ ဂဏန်းနှင့် ၎င်းတို့ကြားရှိ တုံးတို (-) တစ်ခုစီသာ ပါရပါမည်။',
  slugNeeded: 'ဆိုင်အမည်တွင် ဝဘ်လိပ်စာ ပြုလုပ်ရန် စာလုံး မပါပါ။ ဝဘ်လိပ်စာကို ရိုက်ထည့်ပါ။',
  weekdays: ['တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ', 'တနင်္ဂနွေ'],
  dayListedTwice: (day) => `${day}နေ့ကို တစ်ကြိမ်ထက် ပို၍ ထည့်ထားပါသည်။`,
  closesBeforeOpens: (day) => `${day}နေ့တွင် ပိတ်ချိန်သည် ဖွင့်ချိန်ထက် နောက်ကျရပါမည်။`,
  cannotPublish: (missing) => `သင့်ဆိုင်ကို ထုတ်ဝေ၍ မရသေးပါ- ${missing.join('၊ ')} လိုအပ်ပါသေးသည်။`,
  needsSubscription: 'အသက်ဝင်နေသော စာရင်းသွင်းမှု',
  needsPhone: 'အတည်ပြုထားသော ဖုန်းနံပါတ်',
  needsItems: 'ကုန်ပစ္စည်းစာရင်းတွင် အနည်းဆုံး ပစ္စည်း တစ်ခု',
  branchLimit: (n) => `သင့်အစီအစဉ်တွင် ဆိုင်ခွဲ ${d(n)} ခုအထိ ဖွင့်ခွင့်ရှိပါသည်။ ထပ်ဖွင့်ရန် ဆိုင်ခွဲ ထပ်ဆောင်းဝန်ဆောင်မှုကို ထည့်ပါ။`,
  branchesNeedPlan: 'ဆိုင်ခွဲဖွင့်ရန် အသက်ဝင်နေသော စာရင်းသွင်းမှု လိုအပ်ပါသည်။ အစီအစဉ်တစ်ခု ရွေးပါ။',
  branchNotFound: 'ဆိုင်ခွဲကို ရှာမတွေ့ပါ။',
  sectionNotFound: 'မီနူးအပိုင်းကို ရှာမတွေ့ပါ။',
  itemNotFound: 'ပစ္စည်းကို ရှာမတွေ့ပါ။',
  sectionHasItems: 'ဤမီနူးအပိုင်းတွင် ပစ္စည်းများ ရှိနေသေးပါသည်။ ၎င်းတို့ကို အခြားအပိုင်းသို့ ဦးစွာ ရွှေ့ပါ သို့မဟုတ် ဖျက်ပါ။',
  sectionLimit: (n) => `ဆိုင်တစ်ဆိုင်တွင် မီနူးအပိုင်း ${d(n)} ခုအထိသာ ရှိနိုင်ပါသည်။`,
  itemLimit: (n) => `ဆိုင်တစ်ဆိုင်တွင် ပစ္စည်း ${d(n)} ခုအထိသာ ရှိနိုင်ပါသည်။`,
  sectionNeeded: 'မီနူးပစ္စည်းတစ်ခုကို မီနူးအပိုင်းတစ်ခုတွင် ထည့်ရပါမည်။',
  sectionOnlyForMenu: 'မီနူးပစ္စည်းများသာ မီနူးအပိုင်းတွင် ပါဝင်နိုင်ပါသည်။',
  sectionOrderInvalid: 'အစီအစဉ်အသစ်တွင် သင့်မီနူးအပိုင်း အားလုံးကို တစ်ကြိမ်စီ ပါရပါမည်။',
  itemOrderInvalid: 'အစီအစဉ်အသစ်တွင် အမျိုးအစားတစ်ခု (သို့မဟုတ် မီနူးအပိုင်းတစ်ခု) ၏ ပစ္စည်းအားလုံးကို တစ်ကြိမ်စီ ပါရပါမည်။',
  unsupportedImage: 'ဤဓာတ်ပုံကို လက်မခံပါ။ JPEG၊ PNG သို့မဟုတ် WebP ဓာတ်ပုံကို ရွေးပါ။',
  photoTooLarge: (mb) => `ဓာတ်ပုံသည် ${d(mb)} MB ထက် မကြီးရပါ။`,
  photoTooManyPixels: (megapixels) =>
    `ဓာတ်ပုံတွင် မဂ္ဂါပစ်ဇယ် ${d(megapixels)} ထက် မပိုရပါ။ ပိုသေးသော ဓာတ်ပုံကို ရွေးပါ။`,
  photoTooNarrow: (ratio) => `ဓာတ်ပုံ၏ အရှည်ဘက်သည် အတိုဘက်၏ ${d(ratio)} ဆထက် မပိုရပါ။`,
  photoStorageFull: (mb) =>
    `သင့်ဆိုင်၏ ဓာတ်ပုံများသည် ကန့်သတ်ချက် ${d(mb)} MB သို့ ရောက်ပါပြီ။ ရှိပြီးသား ဓာတ်ပုံများကို အသုံးပြုပါ။`,
  photoUploadLimit: (n, minutes) =>
    `တစ်နာရီလျှင် ဓာတ်ပုံ ${d(n)} ပုံအထိသာ တင်နိုင်ပါသည်။ ${d(minutes)} မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။`,
  photosBusy: 'ဆာဗာသည် အခြားဓာတ်ပုံများကို လုပ်ဆောင်နေပါသည်။ ခဏအကြာတွင် ထပ်ကြိုးစားပါ။',
  otpSent: 'OTP ကုဒ်ကို ပို့ပြီးပါပြီ။',
  otpSms: (code, minutes) => `${code} သည် သင်၏ အတည်ပြုကုဒ် ဖြစ်ပါသည်။ ${d(minutes)} မိနစ်အတွင်း အသုံးပြုပါ။`,
  otpNotAccountPhone: 'ဤဖုန်းနံပါတ်သည် သင့်အကောင့်၏ ဖုန်းနံပါတ် မဟုတ်ပါ။',
  otpInvalid: (triesLeft) => `OTP ကုဒ် မှားနေပါသည်။ ထပ်ကြိုးစားပါ။ ${d(triesLeft)} ကြိမ် ကြိုးစားခွင့် ကျန်ပါသည်။`,
  otpExpired: 'OTP ကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ကုဒ်အသစ် တောင်းယူပါ။',
  otpTooManyTries: 'ကုဒ် မှားယွင်းမှု များလွန်းပါသည်။ OTP ကုဒ်အသစ် တောင်းယူပါ။',
  otpResendTooSoon: (seconds) => `OTP ကုဒ်အသစ် မတောင်းမီ ${d(seconds)} စက္ကန့် စောင့်ပါ။`,
  smsFailed: 'SMS ပို့၍ မရပါ။ ထပ်မံကြိုးစားပါ။',
  smsCapReached: (seconds) => `ယခု ကုဒ်များ ထပ်မံ ပို့၍ မရသေးပါ။ ${d(seconds)} စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။`,
  smsTimeout: (seconds) =>
    `SMS ဝန်ဆောင်မှုထံမှ အချိန်မီ အဖြေ မရပါ။ OTP ကုဒ် မရောက်လာပါက ${d(seconds)} စက္ကန့်အကြာတွင် ကုဒ်အသစ် တောင်းယူပါ။`,
  phoneVerified: 'သင်၏ ဖုန်းနံပါတ်ကို အတည်ပြုပြီးပါပြီ။',
  planEndsSms: (plan, endsOn) =>
    `သင်၏ ${plan} အစီအစဉ်သည် ${d(endsOn)} တွင် ကုန်ဆုံးပါမည်။ ဈေးကွက်တွင် ဆက်လက်ဖော်ပြထားရန် /price တွင် သက်တမ်းတိုးပါ။`,
  planEndedSms: (plan, endedOn, renewBy) =>
    `သင်၏ ${plan} အစီအစဉ်သည် ${d(endedOn)} တွင် ကုန်ဆုံးသွားပါပြီ။ ဈေးကွက်တွင် ဆက်လက်ဖော်ပြထားရန် ${d(renewBy)} နောက်ဆုံးထား၍ /price တွင် သက်တမ်းတိုးပါ။`,
  notFound: 'ရှာမတွေ့ပါ။',
  shopNotFound: 'ဆိုင်ကို ရှာမတွေ့ပါ။',
  siteShareSubtitle: 'ဆိုင်များနှင့် ဈေးဝယ်သူများ ဆုံတွေ့ရာ',
  reservationNotFound: 'ကြိုတင်နေရာယူမှုကို ရှာမတွေ့ပါ။',
  reservationSlotFull: 'ဤအချိန်တွင် နေရာပြည့်သွားပါပြီ။ အခြားအချိန်တစ်ခု ရွေးပါ။',
  reservationNameRequired: 'ကြိုတင်နေရာမယူမီ သင့်အမည်ကို ဦးစွာ ပြောပြပါ။',
  reservationInvalidDate: 'ဤရက်စွဲ မရှိပါ။',
  reservationInThePast: 'ဤအချိန် ကျော်လွန်သွားပါပြီ။ နောက်ပိုင်းအချိန်တစ်ခု ရွေးပါ။',
  reservationTooFar: (days) => `ကြိုတင်နေရာယူမှုကို ${myanmarDigits(days)} ရက်အထိသာ ကြိုတင်ပြုလုပ်နိုင်ပါသည်။`,
  reservationOutsideHours: 'ဤအချိန်တွင် ဆိုင်က ကြိုတင်နေရာယူမှု လက်မခံပါ။',
  reservationIllegal: 'ဤကြိုတင်နေရာယူမှုကို ထိုသို့ ပြောင်းလဲ၍ မရတော့ပါ။',
  reservationTooLate: 'ဤကြိုတင်နေရာယူမှု၏ အချိန် စတင်သွားပြီဖြစ်၍ ပယ်ဖျက်၍ မရတော့ပါ။',
  reservationPartyTooLarge: (max) => `ဤဆိုင်သည် တစ်ကြိမ်လျှင် လူ ${d(max)} ဦးအထိသာ ကြိုတင်နေရာယူမှု လက်ခံပါသည်။`,
  tooManyPlacements: (seconds) =>
    `အော်ဒါများကို မြန်လွန်းစွာ တင်နေပါသည်။ ${d(seconds)} စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။`,
  customerBlocked: 'ဤဆိုင်သည် သင့်အော်ဒါများကို လက်မခံပါ။',
  tooManyOpenOrders: (n) => `ဤဆိုင်တွင် မပြီးဆုံးသေးသော အော်ဒါ ${d(n)} ခု ရှိနေပါပြီ။ တစ်ခု ပြီးဆုံးသည်အထိ စောင့်ပေးပါ။`,
  closedNow: (opens) =>
    opens === null
      ? 'ယခု ပိတ်ထားပါသည်။ ဤဆိုင်သည် ဖွင့်ချိန်များ မပေးရသေးပါ။'
      : `ယခု ပိတ်ထားပါသည်။ ${
          opens.ahead === 0 ? 'ယနေ့' : opens.ahead === 1 ? 'မနက်ဖြန်' : `${opens.day}နေ့`
        } ${d(opens.time)} တွင် ဖွင့်ပါမည်။`,
  reservationClosed: (opens) =>
    opens === null
      ? 'ထိုအချိန်တွင် ဆိုင်ပိတ်ထားပါသည်။'
      : `ထိုအချိန်တွင် ဆိုင်ပိတ်ထားပါသည်။ ${opens.day}နေ့ ${d(opens.time)} တွင် ဖွင့်ပါသည်။`,
  alreadyPaid: 'ဤအော်ဒါကို အခြားနည်းဖြင့် ငွေရပြီးဟု မှတ်ထားပြီးပါပြီ။',
  noOrdersForLater: 'ဤဆိုင်သည် နောက်မှ ယူမည့် အော်ဒါများ မလက်ခံပါ။',
  pickupTimeInvalid: 'ဆိုင်က ပေးထားသော လာယူမည့်အချိန်များထဲမှ တစ်ခုကို ရွေးပါ။',
  busyNow: (until) => `ဆိုင် အလုပ်များနေပါသည်။ ${d(until)} အထိ အော်ဒါအသစ် မလက်ခံပါ။ ထိုအချိန်တွင် ထပ်ကြိုးစားပါ။`,
  reservationAlreadyHeld: 'ဤအချိန်အတွက် ဤဆိုင်တွင် သင့်ကြိုတင်နေရာယူမှု ရှိပြီး ဖြစ်ပါသည်။',
  tooManyReservations: (n) => `ဤနေ့အတွက် ဤဆိုင်တွင် သင့်ကြိုတင်နေရာယူမှု ${d(n)} ခု ရှိပြီး ဖြစ်ပါသည်။`,
  customerNotFound: 'ဖောက်သည်ကို ရှာမတွေ့ပါ။',
  promoNotFound: 'ပရိုမိုကုဒ်ကို ရှာမတွေ့ပါ။',
  promoPercentMax: 'ရာခိုင်နှုန်း လျှော့စျေးသည် ၁၀၀ ထက် မကြီးရပါ။',
  promoDatesOrder: 'နောက်ဆုံးရက်သည် စတင်ရက်ထက် မစောရပါ။',
  promoCodeTaken: 'သင့်ဆိုင်တွင် ဤပရိုမိုကုဒ် ရှိပြီး ဖြစ်ပါသည်။',
  promoBelowUses: (uses) =>
    `ဤကုဒ်ကို ${d(grouped(uses))} ကြိမ် အသုံးပြုပြီး ဖြစ်၍ အများဆုံး အသုံးပြုနိုင်သည့် အကြိမ်ရေကို ထိုထက် မလျှော့နိုင်ပါ။`,
  promoLimit: (n) => `ဆိုင်တစ်ဆိုင်တွင် ပရိုမိုကုဒ် ${d(n)} ခုအထိသာ ရှိနိုင်ပါသည်။`,
  promoUnknown: 'ဤပရိုမိုကုဒ်ကို ဤဆိုင်တွင် အသုံးပြု၍ မရပါ။',
  promoUsedUp: 'ဤပရိုမိုကုဒ်ကို အသုံးပြုခွင့် ကုန်သွားပါပြီ။',
  promoCustomerUsedUp: 'ဤပရိုမိုကုဒ်ကို သင် အသုံးပြုခွင့်ရှိသည့် အကြိမ်ရေ ပြည့်သွားပါပြီ။',
  promoMinTotal: (mmk) => `ဤပရိုမိုကုဒ်ကို အနည်းဆုံး ${d(grouped(mmk))} ကျပ်ဖိုး မှာယူမှသာ အသုံးပြုနိုင်ပါသည်။`,
  postLimit: (n) => `ဤလအတွက် ပို့စ် ${d(n)} ခုလုံးကို အသုံးပြုပြီးပါပြီ။ ထပ်မံ ပို့စ်တင်ရန် ပိုကြီးသော အစီအစဉ်ကို ရွေးပါ။`,
  postNotFound: 'ပို့စ်ကို ရှာမတွေ့ပါ။',
  eventOnly: 'ပွဲတစ်ခုတွင်သာ ရက်စွဲနှင့် အချိန် ရှိပါသည်။',
  eventPast: 'ဤပွဲ ပြီးသွားပါပြီ။',
  bannerNotFound: 'ကြော်ငြာဘန်နာကို ရှာမတွေ့ပါ။',
  bannerImpressionInvalid: 'ဤကြော်ငြာဘန်နာ ကြည့်ရှုမှုသည် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် ရေတွက်ပြီး ဖြစ်ပါသည်။',
  loyaltyNotOffered: 'ဤဆိုင်တွင် ယခုအချိန်၌ ဤအစီအစဉ်ကို မပေးပါ။',
  rewardNotFound: 'ဆုလက်ဆောင်ကို ရှာမတွေ့ပါ။',
  rewardAlreadyRedeemed: 'ဤဆုလက်ဆောင်ကို လဲလှယ်ပြီး ဖြစ်ပါသည်။',
  stampNotFound: 'ဤတံဆိပ်ကို ရှာမတွေ့ပါ။',
  stampUndoTooLate: 'ဤတံဆိပ်ကို ပြန်ဖျက်၍ မရတော့ပါ။',
  stampRewardRedeemed: 'ဤတံဆိပ်ဖြင့် ပြည့်သော ဆုလက်ဆောင်ကို လဲလှယ်ပြီးဖြစ်၍ တံဆိပ် ကျန်ရှိပါမည်။',
  notEnoughPoints: 'ဤဆုလက်ဆောင်အတွက် ပွိုင့် မလုံလောက်ပါ။',
  codeUnknown: 'ဤကုဒ် မမှန်ကန်ပါ။ ဖောက်သည်နှင့် ပြန်စစ်ပါ။',
  codeUsed: 'ဤကုဒ်ကို အသုံးပြုပြီး ဖြစ်ပါသည်။',
  codeExpired: 'ဤကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ဖောက်သည်က ကုဒ်အသစ် ပြနိုင်ပါသည်။',
  pointRewardLimit: (n) => `ဆိုင်တစ်ဆိုင်တွင် ပွိုင့်ဆုလက်ဆောင် ${d(n)} ခုအထိသာ ပေးနိုင်ပါသည်။`,
  internalError: 'ဆာဗာတွင် အမှားတစ်ခု ဖြစ်သွားပါသည်။',
  bodyTooLarge: 'ပို့သော အချက်အလက် ကြီးလွန်းပါသည်။',
  badJson: 'ပို့သော အချက်အလက်သည် မှန်ကန်သော JSON မဟုတ်ပါ။',
  unsupportedMediaType: 'ဤ Content-Type ကို လက်မခံပါ။',
  badRequest: 'တောင်းဆိုချက် မမှန်ကန်ပါ။',
  required: (name) => `${name} ဖြည့်ရန် လိုအပ်ပါသည်။`,
  requestMustBeObject: (context) => `တောင်းဆိုချက်၏ ${context} သည် object ဖြစ်ရပါမည်။`,
  mustBeType: (name, type) => `${name} သည် ${type} ဖြစ်ရပါမည်။`,
  mustBeEmail: (name) => `${name} သည် မှန်ကန်သော အီးမေးလ်လိပ်စာ ဖြစ်ရပါမည်။`,
  formatInvalid: (name) => `${name} ၏ ပုံစံ မမှန်ကန်ပါ။`,
  phonePattern: 'ဖုန်းနံပါတ်သည် ၀၉ ၇၈၁၂ ၃၄၅၆ သို့မဟုတ် +၉၅ ၉ ၇၈၁၂ ၃၄၅၆ ကဲ့သို့ မြန်မာ မိုဘိုင်းဖုန်းနံပါတ် ဖြစ်ရပါမည်။',
  minLength: (name, n) => `${name} သည် အနည်းဆုံး စာလုံး ${d(n)} လုံး ရှိရပါမည်။`,
  maxLength: (name, n) => `${name} သည် စာလုံး ${d(n)} လုံးထက် မပိုရပါ။`,
  minimum: (name, n) => `${name} သည် အနည်းဆုံး ${d(n)} ဖြစ်ရပါမည်။`,
  maximum: (name, n) => `${name} သည် ${d(n)} ထက် မကြီးရပါ။`,
  notAllowed: (name) => `${name} ကို လက်မခံပါ။`,
  selectedInvalid: (name) => `ရွေးထားသော ${name} မမှန်ကန်ပါ။`,
  fieldInvalid: (name) => `${name} မမှန်ကန်ပါ။`,
  dataInvalid: 'ပို့သော အချက်အလက်များ မမှန်ကန်ပါ။',
  andMore: (first, more) => `${first} (နောက်ထပ် အမှား ${d(more)} ခု)`,
  tooManyFields: (max) => `တောင်းဆိုချက်တွင် အကွက် ${d(max)} ခုထက် မပိုရပါ။`,
  controlCharacters: (name) => `${name} တွင် ထိန်းချုပ်စာလုံး (control character) မပါရပါ။`,
  zawgyi: 'ဤစာသားသည် ဇော်ဂျီဖြင့် ရိုက်ထားပုံ ရပါသည်။ မြန်မာ ယူနီကုဒ်ဖြင့် ရိုက်ပေးပါ။',
  // the back office
  operatorRoleRefused: 'သင့်တာဝန်အဆင့်ဖြင့် ဤလုပ်ဆောင်ချက်ကို ပြုလုပ်ခွင့် မရှိပါ။',
  merchantRoleRefused: 'ဤဆိုင်တွင် သင့်တာဝန်ဖြင့် ဤလုပ်ဆောင်ချက်ကို ပြုလုပ်ခွင့် မရှိပါ။',
  teamFull: (n) =>
    `သင့်အစီအစဉ်တွင် သင်အပါအဝင် အဖွဲ့ဝင် ${d(n)} ဦးအထိသာ ရှိခွင့်ရှိပါသည်။ တစ်ဦးကို ဖယ်ရှားပါ သို့မဟုတ် ပိုကြီးသော အစီအစဉ်ကို ရွေးပါ။`,
  phoneOnATeam: 'ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ရှိပြီး သို့မဟုတ် ဆိုင်တစ်ဆိုင်၏ အဖွဲ့တွင် ပါဝင်ပြီးဖြစ်သည်။',
  memberNotFound: 'အဖွဲ့ဝင်ကို ရှာမတွေ့ပါ။',
  notAMember: 'ဤဖုန်းနံပါတ်သည် မည်သည့်ဆိုင်၏ အဖွဲ့တွင်မျှ မပါဝင်ပါ။ ဆိုင်ပိုင်ရှင်ကို ဖိတ်ခေါ်ခိုင်းပါ။',
  operatorSignInFailed: 'ဖုန်းနံပါတ် သို့မဟုတ် စကားဝှက် မှန်ကန်မှု မရှိပါ။',
  operatorLocked: (minutes) =>
    `ဝင်ရောက်ရန် မအောင်မြင်မှု များလွန်းသဖြင့် ဤအကောင့်ကို ခေတ္တပိတ်ထားပါသည်။ ${d(minutes)} မိနစ်အကြာတွင် ထပ်မံကြိုးစားပါ။`,
  operatorCodeRefused: 'ကုဒ် မှားနေပါသည် သို့မဟုတ် အသုံးပြုပြီး ဖြစ်ပါသည်။ လက်ရှိကုဒ်ကို ရိုက်ထည့်ပါ။',
  operatorRecoveryCodeRefused: 'ပြန်လည်ဝင်ရောက်ရေးကုဒ် မှားနေပါသည် သို့မဟုတ် အသုံးပြုပြီး ဖြစ်ပါသည်။',
  operatorNoEnrolment: 'အတည်ပြုရန် လျှို့ဝှက်ကုဒ် မရှိသေးပါ။ စာရင်းသွင်းခြင်းကို အရင် စတင်ပါ။',
  // (each part of the back office adds its messages below)
  // the back office: prices and partner codes
  priceChangePast: 'ထိုရက် ကျော်လွန်သွားပါပြီ။ ပြောင်းလဲမှုကို ယနေ့ သို့မဟုတ် နောက်ရက်မှ စတင်သက်ရောက်စေပါ။',
  priceChangeClosed: 'ဤပြောင်းလဲမှုကို အသက်ဝင်ပြီး သို့မဟုတ် ပယ်ဖျက်ပြီး ဖြစ်ပါသည်။',
  partnerCodeTaken: (code) => `မိတ်ဖက်ကုဒ် ${code} ရှိပြီးသား ဖြစ်ပါသည်။ အခြားကုဒ်တစ်ခု ရွေးပါ။`,
  partnerCodeOneDiscount: 'ကုဒ်တစ်ခုသည် ရာခိုင်နှုန်း သို့မဟုတ် ငွေပမာဏ တစ်မျိုးတည်းသာ လျှော့ပေးပါသည်။',
  partnerCodeDiscountUsed: 'ဤကုဒ်ကို အသုံးပြုပြီးဖြစ်၍ လျှော့စျေးကို ပြောင်း၍ မရတော့ပါ။ ကုဒ်အသစ် ပြုလုပ်ပါ။',
  partnerCodeExpiryPassed: 'ထိုသက်တမ်းကုန်ရက် ကျော်လွန်ပြီးဖြစ်၍ ကုဒ်ကို ဘယ်တော့မှ သုံး၍ မရပါ။',
  partnerCodeMaxBelowUses: (uses) =>
    `အများဆုံး အသုံးပြုနိုင်သည့် အကြိမ်ရေသည် အသုံးပြုပြီး ${d(uses)} ကြိမ်ထက် မနည်းရပါ။`,
  // moderation
  reportPostNotFound: 'ဤပို့စ်သည် ဤဆိုင်၏ ပို့စ် မဟုတ်ပါ။',
  reportNotFound: 'တိုင်ကြားချက်ကို ရှာမတွေ့ပါ။',
  reportNotOpen: 'ဤတိုင်ကြားချက်ကို ကိုင်တွယ်ပြီး ဖြစ်ပါသည်။',
  shopAlreadySuspended: 'ဤဆိုင်ကို ဆိုင်းငံ့ထားပြီး ဖြစ်ပါသည်။',
  shopNotSuspended: 'ဤဆိုင်ကို ဆိုင်းငံ့ထားခြင်း မရှိပါ။',
  // ratings and reviews
  reviewAlreadyGiven: 'ဤလာရောက်မှုကို အဆင့်သတ်မှတ်ပြီး ဖြစ်ပါသည်။',
  reviewNotEligible: 'သင်၏ ပြီးဆုံးသော လာရောက်မှုကိုသာ အဆင့်သတ်မှတ်နိုင်ပါသည်။',
  reviewTooLate: (days) => `လာရောက်မှု ပြီးဆုံးပြီး ${d(days)} ရက်အတွင်းသာ အဆင့်သတ်မှတ်နိုင်ပါသည်။`,
  reviewNotFound: 'သုံးသပ်ချက်ကို ရှာမတွေ့ပါ။',
  reviewAlreadyReplied: 'ဤသုံးသပ်ချက်ကို ပြန်ကြားပြီး ဖြစ်ပါသည်။',
  reviewReportNotFound: 'ဤသုံးသပ်ချက်သည် ဤဆိုင်၏ သုံးသပ်ချက် မဟုတ်ပါ။',
  reviewAlreadyHidden: 'ဤသုံးသပ်ချက်ကို ဖျောက်ထားပြီး ဖြစ်ပါသည်။',
  reviewNotHidden: 'ဤသုံးသပ်ချက်ကို ဖျောက်ထားခြင်း မရှိပါ။',
  // Stamp & Card Designs
  designNotFound: 'ဒီဇိုင်း တောင်းဆိုချက်ကို ရှာမတွေ့ပါ။',
  designFileNotFound: 'ဖိုင်ကို ရှာမတွေ့ပါ။',
  designUnitsUsedUp: (n) =>
    `သင့်အစီအစဉ်ဖြင့် ဝယ်ထားသော ဒီဇိုင်း ${d(n)} ခုလုံးကို အသုံးပြုပြီးပါပြီ။ နောက်ထပ် ဒီဇိုင်းတစ်ခု တောင်းဆိုရန် တံဆိပ်နှင့် ကတ် ဒီဇိုင်းများကို သင့်အစီအစဉ်တွင် ထပ်ထည့်ပါ။`,
  designUnitsTooFew: (needed, left) =>
    `ဤဒီဇိုင်းနှင့် အပိုများသည် ဒီဇိုင်းယူနစ် ${d(needed)} ခု အသုံးပြုပြီး သင့်တွင် ${d(left)} ခုသာ ကျန်ပါသည်။ တံဆိပ်နှင့် ကတ် ဒီဇိုင်းများကို သင့်အစီအစဉ်တွင် ထပ်ထည့်ပါ သို့မဟုတ် ပိုသေးသော ဒီဇိုင်းကို ရွေးပါ။`,
  designWrongStep: 'ဤဒီဇိုင်း တောင်းဆိုချက်သည် ထိုအဆင့်တွင် မရှိပါ။',
  designTooFewDrafts: 'အကြမ်းမူ နှစ်ခု သို့မဟုတ် သုံးခုကို တင်ပြီးမှ ဆိုင်ရှင်ထံ ပို့ပါ။',
  designTooManyDrafts: 'ဤအဆင့်တွင် အကြမ်းမူ ထပ်တင်၍ မရတော့ပါ။ တင်ထားသည်များကို အရင် ပို့ပါ။',
  designNoRevisedVersion: 'ပြင်ဆင်ထားသော ဒီဇိုင်းကို တင်ပြီးမှ ဆိုင်ရှင်ထံ ပို့ပါ။',
  designRevisionsUsedUp: 'ပြင်ဆင်မှု နှစ်ကြိမ်လုံး အသုံးပြုပြီးပါပြီ။ နောက်ဆုံးဖိုင်များ ရရှိရန် သင်အကြိုက်ဆုံး အကြမ်းမူကို လက်ခံပါ။',
  designNoDraftChosen: 'အကြမ်းမူတစ်ခုကို အရင် ရွေးပါ။',
  designNoFinalFiles: 'ပုံနှိပ်ရန်အသင့် နောက်ဆုံးဖိုင်များကို တင်ပြီးမှ ပေးအပ်ပါ။',
  designTooManyFiles: (n) => `ဒီဇိုင်း တောင်းဆိုချက်တစ်ခုတွင် နောက်ဆုံးဖိုင် ${d(n)} ခုအထိသာ ထားနိုင်ပါသည်။`,
  designNothingUnpublished: 'ဖယ်ရှားရန် မပို့ရသေးသော ဖိုင် မရှိပါ။',
  designNotDelivered: 'ဤဒီဇိုင်းကို မပေးအပ်ရသေးပါ။',
  designNotForStampCard: 'သစ္စာရှိဖောက်သည် တံဆိပ် သို့မဟုတ် တံဆိပ်အစုံ ဒီဇိုင်းကိုသာ တံဆိပ်ကတ်တွင် သုံးနိုင်ပါသည်။',
  designNoImage: 'ဤဒီဇိုင်းတွင် တံဆိပ်ကတ်၌ သုံးရန် PNG သို့မဟုတ် JPEG နောက်ဆုံးဖိုင် မရှိပါ။',
  stampCardMissing: 'တံဆိပ်ကတ်ကို အရင် ပြင်ဆင်ပြီးမှ ဒီဇိုင်းကို ထည့်ပါ။',
  designFileType: 'ဤဖိုင်သည် ပျက်စီးနေသည် သို့မဟုတ် PNG၊ JPEG၊ PDF ဖိုင် မဟုတ်ပါ။ ထိုအမျိုးအစား ဖိုင်ကို ရွေးပါ။',
  designFileTooLarge: (mb) => `ဖိုင်သည် ${d(mb)} MB ထက် မကြီးရပါ။`,
  typeNames: {
    integer: 'ကိန်းပြည့်',
    number: 'ဂဏန်း',
    string: 'စာသား',
    boolean: 'true သို့မဟုတ် false',
    object: 'object',
    array: 'စာရင်း',
  },
  labels: {
    username: 'အသုံးပြုသူအမည်',
    shopname: 'ဆိုင်အမည်',
    shop_name: 'ဆိုင်အမည်',
    email: 'အီးမေးလ်လိပ်စာ',
    phone: 'ဖုန်းနံပါတ်',
    district_id: 'ခရိုင်',
    township_id: 'မြို့နယ်',
    township: 'မြို့နယ်',
    password: 'စကားဝှက်',
    password_confirmation: 'အတည်ပြု စကားဝှက်',
    address: 'လိပ်စာ',
    category_id: 'အမျိုးအစား',
    category: 'အမျိုးအစား',
    card_number: 'ကတ်နံပါတ်',
    card_holder_name: 'ကတ်ပိုင်ရှင် အမည်',
    expired_month: 'ကတ် သက်တမ်းကုန်လ',
    expired_year: 'ကတ် သက်တမ်းကုန်နှစ်',
    cvc: 'CVC',
    amount: 'ငွေပမာဏ',
    currency: 'ငွေကြေး',
    description: 'ဖော်ပြချက်',
    metadata: 'ဆိုင် အချက်အလက်',
    name: 'အမည်',
    message: 'စာ',
    plan_id: 'အစီအစဉ်',
    duration_month: 'ကာလ (လ)',
    addon_type_id: 'ထပ်ဆောင်းဝန်ဆောင်မှု',
    quantity: 'အရေအတွက်',
    remark: 'မှတ်ချက်',
    payment_intent_id: 'ငွေပေးချေမှု ID',
    merchantId: 'ဆိုင်ရှင် ID',
    otp: 'OTP ကုဒ်',
    id: 'ID',
    authorization: 'Authorization',
    'idempotency-key': 'Idempotency-Key',
    body: 'ပို့သော အချက်အလက်',
    params: 'လမ်းကြောင်း',
    querystring: 'query string',
    headers: 'header',
    q: 'ရှာဖွေရန် စာသား',
    district: 'ခရိုင်',
    page: 'စာမျက်နှာ',
    slug: 'ဝဘ်လိပ်စာ',
    hours: 'ဖွင့်ချိန်',
    logo_photo_id: 'လိုဂို',
    cover_photo_id: 'မျက်နှာဖုံး ဓာတ်ပုံ',
    photo_id: 'ဓာတ်ပုံ',
    photo: 'ဓာတ်ပုံ',
    section_id: 'မီနူးအပိုင်း',
    kind: 'အမျိုးအစား',
    price: 'စျေးနှုန်း',
    available: 'ရရှိနိုင်မှု',
    ids: 'အစီအစဉ်',
    branchId: 'ဆိုင်ခွဲ ID',
    sectionId: 'မီနူးအပိုင်း ID',
    itemId: 'ပစ္စည်း ID',
    photoId: 'ဓာတ်ပုံ ID',
    width: 'အကျယ်',
    branch_id: 'ဆိုင်ခွဲ',
    item_id: 'ပစ္စည်း',
    lines: 'ပစ္စည်းစာရင်း',
    note: 'မှတ်ချက်',
    table: 'စားပွဲနံပါတ်',
    reason: 'အကြောင်းပြချက်',
    orderId: 'အော်ဒါ ID',
    date: 'ရက်စွဲ',
    time: 'အချိန်',
    party_size: 'လူဦးရေ',
    slot_capacity: 'အချိန်တစ်ခုလျှင် ကြိုတင်နေရာယူမှု အရေအတွက်',
    max_party_size: 'အများဆုံး လူဦးရေ',
    reservationId: 'ကြိုတင်နေရာယူမှု ID',
    code: 'ကုဒ်',
    value: 'လျှော့စျေး တန်ဖိုး',
    valid_from: 'စတင်ရက်',
    valid_to: 'နောက်ဆုံးရက်',
    max_uses: 'အများဆုံး အသုံးပြုနိုင်သည့် အကြိမ်ရေ',
    min_total: 'အနည်းဆုံး အော်ဒါ စုစုပေါင်း',
    active: 'အသုံးပြုနိုင်မှု',
    promo_code: 'ပရိုမိုကုဒ်',
    promoId: 'ပရိုမိုကုဒ် ID',
    event_date: 'ပွဲ ရက်စွဲ',
    event_time: 'ပွဲ အချိန်',
    title: 'ခေါင်းစဉ်',
    postId: 'ပို့စ် ID',
    bannerId: 'ကြော်ငြာဘန်နာ ID',
    impression: 'ကြော်ငြာဘန်နာ ကြည့်ရှုမှု',
    answer: 'အဖြေ',
    enabled: 'ဖွင့်/ပိတ်',
    stamps_needed: 'လိုအပ်သော တံဆိပ် အရေအတွက်',
    reward: 'ဆုလက်ဆောင်',
    background: 'ကတ်အရောင်',
    color: 'တံဆိပ်အရောင်',
    points_per_1000: '၁,၀၀၀ ကျပ်လျှင် ပွိုင့်',
    points: 'ပွိုင့်',
    discount_percent: 'အသင်းဝင် လျှော့စျေး',
    rewardId: 'ဆုလက်ဆောင် ID',
    product: 'ဒီဇိုင်း အမျိုးအစား',
    extras: 'ထပ်ဆောင်းများ',
    brief: 'ဒီဇိုင်း အကြောင်းအရာ',
    colours: 'အရောင်များ',
    logo: 'လိုဂို',
    file: 'ဖိုင်',
    file_id: 'ဖိုင်',
    comment: 'ပြင်ဆင်ရန် မှတ်ချက်',
    up_to: 'နောက်ဆုံး အကြောင်းကြားချက်',
    requestId: 'ဒီဇိုင်း တောင်းဆိုချက် ID',
    fileId: 'ဖိုင် ID',
    data: 'ပို့သော အချက်အလက်',
  },
};

export const MESSAGES: Record<Language, Messages> = { en, my };

/** Messages whose English text a payment gateway sends, to their ids here. */
const DECLINES: Record<string, keyof Messages> = {
  [en.cardDeclined]: 'cardDeclined',
  [en.insufficientFunds]: 'insufficientFunds',
  [en.incorrectNumber]: 'incorrectNumber',
  [en.expiredCard]: 'expiredCard',
};

/**
 * A gateway's decline reason in the answer's language. Reasons we know are translated; any other
 * is the gateway's own words, passed on rather than hidden.
 */
export function declineReason(messages: Messages, reason: string): string {
  const id = DECLINES[reason];
  const text = id === undefined ? undefined : messages[id];
  return typeof text === 'string' ? text : reason;
}

/** How a field reads in a sentence: `metadata.shop_name` reads as its last part's label. */
export function fieldLabel(messages: Messages, field: string): string {
  // English reads a wire name with spaces; Burmese names a nested field by its own label, and
  // keeps a name it has no word for as it is.
  if (messages === en) return en.labels[field] ?? field.replace(/[._]/g, ' ');
  return messages.labels[field] ?? messages.labels[field.split('.').pop() ?? field] ?? field;
}
