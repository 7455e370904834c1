import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { EditPromotions } from './commands/edit-promotions/edit-promotions.js';
import { ReviewPromotionChange } from './commands/review-promotion-change/review-promotion-change.js';
import { EditSiteSettings } from './commands/edit-site-settings/edit-site-settings.js';
import { EditSliders } from './commands/edit-sliders/edit-sliders.js';
import { contentBangla } from './content-messages.bn.js';
import { EditSocialLinks } from './commands/edit-social-links/edit-social-links.js';
import { ImageStore } from './commands/upload-image/image-store.js';
import { UploadImage } from './commands/upload-image/upload-image.js';
import { ContentPlayerController } from './http/content.player.controller.js';
import { ContentStaffController } from './http/content.staff.controller.js';
import { ReadHomeFirstView } from './http/home-first-view.js';
import { ImageUploadInterceptor } from './http/image-upload.interceptor.js';
import { PromotionChangesStaffController } from './http/promotion-changes.staff.controller.js';
import { UploadsStaffController } from './http/uploads.staff.controller.js';
import { PromotionChangesRepository } from './persistence/promotion-changes.repository.js';
import { PromotionsRepository } from './persistence/promotions.repository.js';
import { SiteSettingsRepository } from './persistence/site-settings.repository.js';
import { SlidersRepository } from './persistence/sliders.repository.js';
import { SocialLinksRepository } from './persistence/social-links.repository.js';
import { GetGeneralSettingsHandler } from './queries/get-general-settings/get-general-settings.handler.js';
import { GetPromotionHandler } from './queries/get-promotion/get-promotion.handler.js';
import { GetSiteContent } from './queries/get-site-content/get-site-content.js';
import { DemoContentSeed } from './seed/demo-content.seed.js';

/** Logo, sliders, notices, general settings, social links, market block, promotions, staff image uploads. */
@Module({
  controllers: [ContentPlayerController, ContentStaffController, UploadsStaffController, PromotionChangesStaffController],
  providers: [
    SiteSettingsRepository,
    SlidersRepository,
    SocialLinksRepository,
    PromotionsRepository,
    GetSiteContent,
    ReadHomeFirstView,
    GetPromotionHandler,
    GetGeneralSettingsHandler,
    EditSiteSettings,
    EditSliders,
    EditSocialLinks,
    EditPromotions,
    PromotionChangesRepository,
    ReviewPromotionChange,
    ImageStore,
    UploadImage,
    ImageUploadInterceptor,
    DemoContentSeed,
  ],
})
export class ContentModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(contentBangla);
  }
}
