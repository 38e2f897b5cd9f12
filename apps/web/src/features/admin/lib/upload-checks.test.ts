import { IMAGE_UPLOAD_INVALID_MESSAGE, IMAGE_UPLOAD_LIMIT_MESSAGE, MAX_IMAGE_BYTES } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { checkUploadBatch, moveItem } from './upload-checks';

const png = { type: 'image/png', size: 1000 };

describe('checkUploadBatch', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    const files = [png, { type: 'image/jpeg', size: MAX_IMAGE_BYTES }, { type: 'image/webp', size: 10 }];
    expect(checkUploadBatch({ files, existingCount: 0 })).toBeUndefined();
  });

  it('rejects other types and files over 5 MB with the spec message', () => {
    expect(checkUploadBatch({ files: [{ type: 'text/plain', size: 10 }], existingCount: 0 })).toBe(
      IMAGE_UPLOAD_INVALID_MESSAGE,
    );
    expect(
      checkUploadBatch({ files: [{ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }], existingCount: 0 }),
    ).toBe(IMAGE_UPLOAD_INVALID_MESSAGE);
  });

  it('stops at 8 images per course, counting those already there', () => {
    expect(checkUploadBatch({ files: [png], existingCount: 7 })).toBeUndefined();
    expect(checkUploadBatch({ files: [png], existingCount: 8 })).toBe(IMAGE_UPLOAD_LIMIT_MESSAGE);
    expect(checkUploadBatch({ files: [png, png, png], existingCount: 6 })).toBe(IMAGE_UPLOAD_LIMIT_MESSAGE);
  });
});

describe('moveItem', () => {
  it('moves an entry up or down and leaves the input alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 1, 9)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});
