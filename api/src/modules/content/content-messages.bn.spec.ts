import { describe, expect, it } from '@jest/globals';
import { sliderTypes } from '@khela/contracts';
import { validateSync } from 'class-validator';
import multer from 'multer';
import { fake, literalMessagesOf, notBangla, refusal, untranslated } from '../../../test/i18n/message-coverage.js';
import type { AppConfig } from '../../platform/config/load-config.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import type { AuditContext } from '../backoffice/index.js';
import { contentBangla, imageRefusalsBangla } from './content-messages.bn.js';
import { checkImage, imageRefusals } from './domain/image-type.js';
import { promotionMessages } from './domain/promotion-terms.js';
import { ContentStaffController } from './http/content.staff.controller.js';
import { CreateSliderDto } from './http/dto/sliders.dto.js';
import { CreateSocialLinkDto } from './http/dto/social-links.dto.js';
import { ImageUploadInterceptor } from './http/image-upload.interceptor.js';

/** The messages class-validator gives for one constraint of a DTO, with the field names filled in. */
const constraintMessages = (dto: object, constraint: string): string[] =>
  validateSync(dto).flatMap((e) => (e.constraints?.[constraint] ? [e.constraints[constraint]] : []));

/** The texts the module builds at run time, produced by the real code with real values. */
async function runTimeMessages(): Promise<string[]> {
  const interceptor = new ImageUploadInterceptor(fake<AppConfig>({ UPLOAD_MAX_BYTES: 2 * 1024 * 1024 }));
  const multerRefusal = (code: multer.ErrorCode) =>
    refusal(() => {
      throw (interceptor as unknown as { refusal(error: unknown): unknown }).refusal(new multer.MulterError(code));
    });
  const uploads = [
    await multerRefusal('LIMIT_FILE_SIZE'),
    await multerRefusal('LIMIT_UNEXPECTED_FILE'),
    await multerRefusal('LIMIT_PART_COUNT'),
    ...[new Uint8Array(0), new Uint8Array(4), new Uint8Array(2048)].map((bytes) => {
      const check = checkImage(bytes, 1024);
      return check.ok ? '' : check.message;
    }),
    ...[10 * 1024, 1.5 * 1024 * 1024, 5 * 1024 * 1024].map(imageRefusals.size),
  ];

  const controller = new ContentStaffController(
    ...(Array.from({ length: 9 }, () => ({})) as ConstructorParameters<typeof ContentStaffController>),
  );
  Object.assign(controller, { editSliders: { reorder: async () => ({ ok: false, error: 'mismatch' }) } });
  const reorder = await Promise.all(
    sliderTypes.map((type) => refusal(() => controller.reorderSliders({ slider_type: type, ids: [1] }, fake<AuditContext>({})))),
  );

  const art = [
    ...constraintMessages(
      Object.assign(new CreateSliderDto(), { name: 'x', image: 'javascript:alert(1)', slider_type: 'Main' }),
      'matches',
    ),
    ...constraintMessages(Object.assign(new CreateSocialLinkDto(), { name: 'x', link: 'javascript:alert(1)', icon: 'data:x' }), 'matches'),
  ];
  expect(art).toEqual(
    expect.arrayContaining([
      'image must be empty, a /storage/ path from an upload, or an https:// URL',
      'link must be empty, a site path (/...) or an http(s) URL',
      'icon must be empty, a /storage/ path from an upload, or an https:// URL',
    ]),
  );
  return [...uploads, ...reorder, ...art];
}

/** Result codes the scan of `error: '...'` also finds (values of the use cases): they never reach anyone. */
const isCode = (text: string) => /^[a-z_]+$/.test(text);

describe('content messages in Bangla', () => {
  it('has Bangla for every message the module answers with', async () => {
    const runTime = await runTimeMessages();
    expect(runTime).toEqual(
      expect.arrayContaining([
        'The image is larger than 2 MB.',
        'The image is larger than 1.5 MB.',
        'Send one image in the "file" field.',
        'The upload is not a valid form.',
        'Only PNG, JPEG, WebP or GIF images are accepted.',
        'ids must list every Favourite slider exactly once.',
      ]),
    );
    const literals = literalMessagesOf('content').filter((text) => !isCode(text));
    expect(literals).toContain('Promotion not found.');
    const tables = [imageRefusals.type, imageRefusals.empty, imageRefusals.unreadable, imageRefusals.pixels];
    expect(untranslated(contentBangla, [...literals, ...tables, ...Object.values(promotionMessages), ...runTime])).toEqual([]);
    expect(untranslated(imageRefusalsBangla, [...tables, imageRefusals.size(1024)])).toEqual([]);
  });

  it('translates run-time parts into the Bangla text', () => {
    const catalog = new MessageCatalog();
    catalog.register(contentBangla);
    expect(catalog.translate(imageRefusals.size(2 * 1024 * 1024), 'bn')).toBe('ছবিটি 2 MB-এর চেয়ে বড়।');
    expect(catalog.translate('ids must list every Main slider exactly once.', 'bn')).toBe(
      'ids-এ প্রতিটি Main স্লাইডার ঠিক একবার করে থাকতে হবে।',
    );
    expect(catalog.translate('image must be empty, a /storage/ path from an upload, or an https:// URL', 'bn')).toBe(
      'image খালি, আপলোড থেকে পাওয়া একটি /storage/ পাথ, অথবা একটি https:// URL হতে হবে',
    );
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(contentBangla)).toEqual([]);
  });
});
