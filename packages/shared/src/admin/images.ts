import { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_COURSE } from '../constants';
import { CourseImageSchema } from '../golf-course';
import { idParam } from './query-params';

// Course images in the admin console (admin-console §5). Messages quoted in the spec are verbatim.

export const IMAGE_UPLOAD_INVALID_MESSAGE = 'Please upload valid image files (JPG, PNG, WebP, max 5MB)';
export const IMAGE_UPLOAD_LIMIT_MESSAGE = `Maximum upload limit reached (${MAX_IMAGES_PER_COURSE} images)`;
export const IMAGE_UPLOAD_SAVE_FIRST_MESSAGE = 'Please save course information first before uploading images';

/** Image types the server accepts (checked by content, not by the claimed type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const AdminCourseImageSchema = CourseImageSchema.extend({
  position: z.number().int(),
  thumbnail_url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type AdminCourseImage = z.infer<typeof AdminCourseImageSchema>;

/** The spec's upload payload: the file as a data URL, its name and its claimed type. */
export const ImageUploadInputSchema = z.object({
  fileData: z
    .string({ message: IMAGE_UPLOAD_INVALID_MESSAGE })
    // A 5 MB file as base64 plus its data-URL prefix; the body limit stops anything far larger first.
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 200, IMAGE_UPLOAD_INVALID_MESSAGE)
    .regex(/^data:[\w.+/-]*(;[\w=.+-]+)*;base64,/, IMAGE_UPLOAD_INVALID_MESSAGE),
  filename: z.string({ message: IMAGE_UPLOAD_INVALID_MESSAGE }).trim().min(1).max(255),
  contentType: z.string({ message: IMAGE_UPLOAD_INVALID_MESSAGE }).trim().max(100),
});
export type ImageUploadInput = z.infer<typeof ImageUploadInputSchema>;

export const ImageUploadResultSchema = z.object({ url: z.string(), imageId: z.number().int() });
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>;

export const ReorderImagesInputSchema = z.object({
  imageIds: z
    .array(z.number().int().positive())
    .min(1, 'Image list is empty')
    .max(MAX_IMAGES_PER_COURSE)
    .refine((ids) => new Set(ids).size === ids.length, 'Image ids must not repeat'),
});
export type ReorderImagesInput = z.infer<typeof ReorderImagesInputSchema>;

export const ImageIdParamSchema = z.object({ imageId: idParam('Invalid image ID') });
