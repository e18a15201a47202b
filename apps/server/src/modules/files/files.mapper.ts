import type { FileRecord, FileTag, ImageSizes, Orientation } from '@talanty/contract';
import type { UploadVariant } from '../../db/schema/index.ts';
import type { FileRow, FileTags, TagKind } from './files.repo.ts';

const yn = (v: boolean) => (v ? 'Y' : 'N') as 'Y' | 'N';

/** Names of glossary codes by kind, for the request's language (empty until the glossary supplies them). */
export type TagNames = Partial<Record<TagKind, Map<string, string>>>;

export type MapContext = {
  viewerId: string | null;
  publicUrl: string;
  tags: FileTags | undefined;
  names?: TagNames;
};

export const fileUrl = (publicUrl: string, key: string) => `${publicUrl}/files/${key}`;

/** The sized versions of an image upload, as absolute URLs. */
export function imageSizes(
  publicUrl: string,
  variants: Record<string, UploadVariant> | null | undefined,
): ImageSizes | null {
  const v = variants ?? {};
  if (!v.thumb || !v.sq512 || !v.sq128 || !v.wide) return null;
  return {
    Thumbnail: fileUrl(publicUrl, v.thumb.key),
    Square512: fileUrl(publicUrl, v.sq512.key),
    Square128: fileUrl(publicUrl, v.sq128.key),
    Wide: fileUrl(publicUrl, v.wide.key),
  };
}

function tagList(kind: TagKind, codes: string[] | undefined, names: TagNames | undefined): FileTag[] {
  return (codes ?? []).map((Code) => {
    const Name = names?.[kind]?.get(Code);
    return Name ? { Code, Name } : { Code };
  });
}

/** A file row -> the File record of spec section 3, as this viewer sees it. */
export function toFileRecord(row: FileRow, ctx: MapContext): FileRecord {
  const { publicUrl } = ctx;
  const sizes = row.fileType === 'Image' ? imageSizes(publicUrl, row.variants) : null;
  const logoUrl = row.logoKey
    ? fileUrl(publicUrl, row.logoVariants?.thumb?.key ?? row.logoKey)
    : (row.logoUrl ?? sizes?.Thumbnail ?? null);
  return {
    FileId: row.id,
    FileType: row.fileType as FileRecord['FileType'],
    FileSubType: (row.fileSubType ?? null) as FileRecord['FileSubType'],
    FileName: row.fileName,
    FileExt: row.fileExt,
    FileFullURL: row.external ? (row.externalUrl ?? row.fileName) : fileUrl(publicUrl, row.fileName),
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
    LogoURL: logoUrl,
    Sizes: sizes,
    AvailableFlag: yn(row.available),
    DeletedFlag: yn(row.deleted),
    PublicFlag: yn(row.public),
    OwnerFlag: yn(ctx.viewerId !== null && ctx.viewerId === row.ownerId),
    DigestFlag: yn(row.digest),
    externalFlag: yn(row.external),
    hostingService: (row.hostingService ?? null) as FileRecord['hostingService'],
    NickName: row.ownerNick,
    AddedDT: row.addedAt.toISOString(),
    FileDate: row.fileDate?.toISOString() ?? null,
    DeletedDT: row.deletedAt?.toISOString() ?? null,
    ListOfTalants: tagList('talents', ctx.tags?.talents, ctx.names),
    ListOfTools: tagList('tools', ctx.tags?.tools, ctx.names),
    ListOfStyles: tagList('styles', ctx.tags?.styles, ctx.names),
    // Likes arrive with the likes module (setUserMediaLike).
    Likes: 0,
    LikeFlag: 'N',
  };
}
