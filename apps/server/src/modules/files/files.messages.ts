import { defineMessages } from '../../i18n/common.messages.ts';

const ru = {
  FILE_REQUIRED: 'Выберите файл: он передаётся в поле «file» формы multipart/form-data',
  MULTIPART_INVALID:
    'Не удалось прочитать форму multipart/form-data (нет или неверная граница, оборванное тело или испорченные заголовки части): отправьте файл ещё раз',
  FILE_TOO_LARGE: 'Файл слишком большой: для этого типа можно не больше {limit} МБ',
  UNSUPPORTED_FORMAT: 'Неподдерживаемый формат файла. Можно загрузить: {accepted}',
  INVALID_EXTENSION: 'Недопустимое расширение «.{ext}»: содержимому файла подходит {allowed}',
  FILE_TYPE_MISMATCH: 'Заявленный тип файла «{declared}» не совпадает с его содержимым ({actual})',
  FILE_UNREADABLE: 'Не удалось прочитать файл {format}: возможно, он повреждён',
  IMAGE_TOO_MANY_PIXELS: 'Слишком большое изображение: не больше {max} мегапикселей',
  INVALID_AUDIO_EXTENSION:
    'Недопустимое расширение «.{ext}». Аудиофайл может быть: {allowed}; этому файлу подходит .{fits}',
  AUDIO_DURATION_UNREADABLE:
    'Не удалось определить длительность аудиофайла {format}: возможно, он повреждён или пуст',
  MEDIA_BUSY: 'Сервер сейчас обрабатывает много файлов, повторите через минуту',
  MEDIA_QUOTA_FULL:
    'Ваши файлы ещё обрабатываются (не больше {max} одновременно): дождитесь их и загрузите этот снова',
  UPLOAD_FAILED: 'Ошибка загрузки файла, попробуйте ещё раз',
  UPLOAD_NOT_FOUND: 'Загруженный файл не найден: загрузите его снова',
  UPLOAD_ALREADY_USED: 'Этот загруженный файл уже добавлен',
  UPLOAD_KIND_MISMATCH: 'Загруженный файл не подходит к типу {fileType}',
  LOGO_NOT_FOUND: 'Обложка не найдена: загрузите изображение снова',
  UPLOAD_REFERENCE_REQUIRED: 'Укажите загруженный файл: FileName (или uploadId) из ответа /api/storage',
  INVALID_FILE_SUB_TYPE: 'Подтип {subType} не подходит к типу {fileType}',
  FILE_NOT_FOUND: 'Файл не найден',
  FILE_OWNER_NOT_FOUND: 'Пользователь не найден',
  EXTERNAL_FILES_UNSUPPORTED: 'По ссылке можно добавить только видео YouTube или VK (FileType Video)',
  PEAKS_AUDIO_ONLY: 'Форма волны (Peaks) бывает только у аудио',
  INVALID_PEAKS: 'Форма волны (Peaks): от 200 до 2000 чисел от 0 до 1',
  INVALID_LOGO_URL: 'Обложкой по ссылке может быть только превью с YouTube или VK',
  VIDEO_ALREADY_ADDED: 'Это видео уже есть среди ваших файлов',
  VIDEO_HOSTING_MISMATCH: 'Ссылка ведёт на {actual}, а не на {given}',
  INVALID_TAG_CODE: 'Неизвестный код: {code}',
  INVALID_CURSOR: 'Некорректный курсор страницы',
  RANGE_NOT_SATISFIABLE: 'Запрошенный диапазон байтов лежит за концом файла',
} as const;

const en: Record<keyof typeof ru, string> = {
  FILE_REQUIRED: 'Choose a file: it goes in the "file" field of a multipart/form-data form',
  MULTIPART_INVALID:
    'The multipart/form-data body could not be read (a missing or wrong boundary, a cut-off body or broken part headers): send the file again',
  FILE_TOO_LARGE: 'The file is too large: at most {limit} MB for this type',
  UNSUPPORTED_FORMAT: 'Unsupported file format. You can upload: {accepted}',
  INVALID_EXTENSION: 'Invalid extension ".{ext}": the file content fits {allowed}',
  FILE_TYPE_MISMATCH: 'The declared file type "{declared}" does not match its content ({actual})',
  FILE_UNREADABLE: 'Could not read the {format} file: it may be damaged',
  IMAGE_TOO_MANY_PIXELS: 'The image is too large: at most {max} megapixels',
  INVALID_AUDIO_EXTENSION: 'Invalid extension ".{ext}". An audio file may be {allowed}; this one is .{fits}',
  AUDIO_DURATION_UNREADABLE: 'Could not read the duration of the {format} file: it may be damaged or empty',
  MEDIA_BUSY: 'The server is processing many files right now, try again in a minute',
  MEDIA_QUOTA_FULL:
    'Your files are still being processed (at most {max} at a time): wait for them, then upload this one again',
  UPLOAD_FAILED: 'File upload error, please try again',
  UPLOAD_NOT_FOUND: 'The uploaded file was not found: upload it again',
  UPLOAD_ALREADY_USED: 'This uploaded file has already been added',
  UPLOAD_KIND_MISMATCH: 'The uploaded file does not fit the type {fileType}',
  LOGO_NOT_FOUND: 'The cover was not found: upload the image again',
  UPLOAD_REFERENCE_REQUIRED: 'Name the uploaded file: FileName (or uploadId) from the /api/storage answer',
  INVALID_FILE_SUB_TYPE: 'Subtype {subType} does not fit the type {fileType}',
  FILE_NOT_FOUND: 'File not found',
  FILE_OWNER_NOT_FOUND: 'User not found',
  EXTERNAL_FILES_UNSUPPORTED: 'Only YouTube or VK videos can be added by link (FileType Video)',
  PEAKS_AUDIO_ONLY: 'Only audio files have a waveform (Peaks)',
  INVALID_PEAKS: 'Waveform (Peaks): 200 to 2000 numbers from 0 to 1',
  INVALID_LOGO_URL: 'A cover given by link can only be a YouTube or VK preview picture',
  VIDEO_ALREADY_ADDED: 'This video is already among your files',
  VIDEO_HOSTING_MISMATCH: 'The link leads to {actual}, not {given}',
  INVALID_TAG_CODE: 'Unknown code: {code}',
  INVALID_CURSOR: 'Invalid page cursor',
  RANGE_NOT_SATISFIABLE: 'The requested byte range lies past the end of the file',
};

export const filesMessages = defineMessages(ru, en);
