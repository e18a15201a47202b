import {
  type CoverSizes,
  type FileRecord,
  type FileTag,
  type ImageSizes,
  type Orientation,
  toFlag,
} from '@talanty/contract';
import type { UploadVariant } from '../../db/schema/files.ts';
import { fileUrl } from '../../lib/storage/urls.ts';
import type { FileRow, FileTags, TagKind } from './files.repo.ts';

/** Names of glossary codes by kind, for the request's language (empty until the glossary supplies them). */
export type TagNames = Partial<Record<TagKind, Map<string, string>>>;

export type MapContext = {
  viewerId: string | null;
  tags: FileTags | undefined;
  names?: TagNames;
};

export { fileUrl };

/** The sized versions of an image upload, as same-origin paths (`/files/<key>`). */
export function imageSizes(variants: Record<string, UploadVariant> | null | undefined): ImageSizes | null {
  const v = variants ?? {};
  if (!v.thumb || !v.sq512 || !v.sq128 || !v.wide) return null;
  return {
    Thumbnail: fileUrl(v.thumb.key),
    Square512: fileUrl(v.sq512.key),
    Square128: fileUrl(v.sq128.key),
    Wide: fileUrl(v.wide.key),
  };
}

/**
 * A cover's sizes: the LogoId image's (its main object and sizes), else the art embedded in an
 * audio upload (its `cover*` variants).
 */
export function coverSizes(
  logo: { key: string | null; variants: Record<string, UploadVariant> | null } | null,
  own: Record<string, UploadVariant> | null | undefined,
): (CoverSizes & { width: number | null; height: number | null }) | null {
  const lv = logo?.variants ?? {};
  if (logo?.key && lv.thumb && lv.sq512 && lv.sq128)
    return {
      Full: fileUrl(logo.key),
      Thumbnail: fileUrl(lv.thumb.key),
      Square512: fileUrl(lv.sq512.key),
      Square128: fileUrl(lv.sq128.key),
      width: null,
      height: null,
    };
  const v = own ?? {};
  if (v.cover && v.coverthumb && v.coversq512 && v.coversq128)
    return {
      Full: fileUrl(v.cover.key),
      Thumbnail: fileUrl(v.coverthumb.key),
      Square512: fileUrl(v.coversq512.key),
      Square128: fileUrl(v.coversq128.key),
      width: v.cover.width ?? null,
      height: v.cover.height ?? null,
    };
  return null;
}

function tagList(kind: TagKind, codes: string[] | undefined, names: TagNames | undefined): FileTag[] {
  return (codes ?? []).map((Code) => {
    const Name = names?.[kind]?.get(Code);
    return Name ? { Code, Name } : { Code };
  });
}

/** A file row -> the File record of spec section 3, as this viewer sees it. */
export function toFileRecord(row: FileRow, ctx: MapContext): FileRecord {
  const sizes = row.fileType === 'Image' ? imageSizes(row.variants) : null;
  const cover = coverSizes({ key: row.logoKey, variants: row.logoVariants }, row.variants);
  const fromLogo = Boolean(row.logoKey);
  const logoUrl = cover?.Thumbnail ?? (row.logoKey ? fileUrl(row.logoKey) : null);
  return {
    FileId: row.id,
    FileType: row.fileType as FileRecord['FileType'],
    FileSubType: (row.fileSubType ?? null) as FileRecord['FileSubType'],
    FileName: row.fileName,
    FileExt: row.fileExt,
    FileFullURL: row.external ? (row.externalUrl ?? row.fileName) : fileUrl(row.fileName),
    OriginName: row.originName,
    Name: row.name,
    Description: row.description,
    Comment: row.comment,
    FileSize: row.fileSize,
    Duration: row.duration,
    Width: row.width,
    Height: row.height,
    Orientation: (row.orientation ?? null) as Orientation | null,
    LogoId: row.logoUploadId,
    LogoURL: logoUrl ?? row.logoUrl ?? sizes?.Thumbnail ?? null,
    LogoWidth: fromLogo ? row.logoWidth : (cover?.width ?? null),
    LogoHeight: fromLogo ? row.logoHeight : (cover?.height ?? null),
    CoverSizes: cover && {
      Full: cover.Full,
      Thumbnail: cover.Thumbnail,
      Square512: cover.Square512,
      Square128: cover.Square128,
    },
    Sizes: sizes,
    MimeType: row.external ? null : row.mime,
    Peaks: row.peaks,
    VideoId: row.externalId,
    EmbedURL: row.embedUrl,
    AvailableFlag: toFlag(row.available),
    DeletedFlag: toFlag(row.deleted),
    PublicFlag: toFlag(row.public),
    OwnerFlag: toFlag(ctx.viewerId !== null && ctx.viewerId === row.ownerId),
    DigestFlag: toFlag(row.digest),
    externalFlag: toFlag(row.external),
    hostingService: (row.hostingService ?? null) as FileRecord['hostingService'],
    NickName: row.ownerNick,
    AddedDT: row.addedAt.toISOString(),
    FileDate: row.fileDate?.toISOString() ?? null,
    DeletedDT: row.deletedAt?.toISOString() ?? null,
    ListOfTalants: tagList('talents', ctx.tags?.talents, ctx.names),
    ListOfTools: tagList('tools', ctx.tags?.tools, ctx.names),
    ListOfStyles: tagList('styles', ctx.tags?.styles, ctx.names),
    Likes: row.likes,
    LikeFlag: toFlag(row.liked),
    CommentNum: row.comments,
  };
}
