import {
  errorSchema,
  type FileRecord,
  fileRecordSchema,
  type StorageUploadAnswer,
  storageUploadAnswerSchema,
} from '@talanty/contract';
import { ApiError, api, XSRF_COOKIE, XSRF_HEADER } from './api-client.ts';
import { readCookie } from './cookies.ts';
import { i18n } from './i18n.ts';

/**
 * POST /api/storage (multipart, field `file`) through XMLHttpRequest, whose upload events give the
 * progress that fetch cannot report; errors become the same ApiError the api client throws.
 */
export function uploadToStorage(
  file: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StorageUploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/storage');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'ru');
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', i18n.t('errors:api.network')));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = storageUploadAnswerSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
      }
      const error = errorSchema.safeParse(body);
      reject(
        error.success
          ? new ApiError(xhr.status, error.data.code, error.data.message, error.data.fields)
          : new ApiError(
              xhr.status,
              `HTTP_${xhr.status}`,
              i18n.t('errors:api.unexpected', { status: xhr.status }),
            ),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}

/** POST /api/user/addUserFile {FileType:'Image', FileName}: the File record of an upload. */
export async function addImageFile(upload: StorageUploadAnswer, name: string): Promise<FileRecord> {
  return api.post(
    '/api/user/addUserFile',
    { FileType: 'Image', FileName: upload.fileName, Name: name },
    { schema: fileRecordSchema, silent: true },
  );
}
