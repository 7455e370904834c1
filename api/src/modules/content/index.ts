// What other modules may use from content.
export { ContentModule } from './content.module.js';
/** The byte-level image check (PNG, JPEG, WebP, GIF; size cap): reuse it for any uploaded image, e.g. deposit receipts. */
export { checkImage, detectImageType, imageRefusals, type ImageCheck, type ImageType } from './domain/image-type.js';
/** Decode and encode an accepted image again (sharp): store only its output, never uploaded bytes. */
export { reencodeImage, type ReencodedImage } from './images/reencode-image.js';
/** The Bangla of imageRefusals, for a module that answers with them to register (one Bangla per English text). */
export { imageRefusalsBangla } from './content-messages.bn.js';
export { sanitizeNoticeHtml } from './domain/notice-html.js';
export { GetGeneralSettingsQuery } from './queries/get-general-settings/get-general-settings.query.js';
export { GetPromotionQuery, type PromotionView } from './queries/get-promotion/get-promotion.query.js';
/** Logo, general settings, sliders and social links as players read them (the web server preloads the first banner). */
export { GetSiteContent } from './queries/get-site-content/get-site-content.js';
/** The player home page's first view (logo, general, Main banners in English) the web server writes into its HTML. */
export { ReadHomeFirstView } from './http/home-first-view.js';
/** Guard + OpenAPI decorations for content-editor staff routes (the games catalogue editor uses it too). */
export { StaffContentRoute } from './http/staff-content-route.js';
