import { applyDecorators } from '@nestjs/common';
import { Matches, MaxLength } from 'class-validator';

/**
 * An image reference staff may set: empty, a file of our storage (/storage/..., from the upload
 * endpoint or generated demo art) or an https URL. Nothing else (no javascript:, data: or http:).
 */
export const artUrlPattern = /^$|^\/storage\/[A-Za-z0-9._/-]+$|^https:\/\/[^\s"'<>]+$/;

export const IsArtUrl = (): PropertyDecorator =>
  applyDecorators(
    MaxLength(500),
    Matches(artUrlPattern, { message: '$property must be empty, a /storage/ path from an upload, or an https:// URL' }),
  );

/** A link a player may follow: a site path (/promotions) or an http(s) URL. */
export const linkPattern = /^$|^\/[^\s"'<>]*$|^https?:\/\/[^\s"'<>]+$/;

export const IsSiteLink = (): PropertyDecorator =>
  applyDecorators(MaxLength(500), Matches(linkPattern, { message: '$property must be empty, a site path (/...) or an http(s) URL' }));
