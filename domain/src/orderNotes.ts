/** What the admin and the customer write down on an order: reasons, alteration notes, fit photos. */
import { z } from 'zod';
import { imageUrlSchema } from './common';

export const NOTE_MAX = 500;

const noteText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(NOTE_MAX, { message: `Keep it under ${NOTE_MAX} characters` });

export const reasonSchema = noteText('Give a reason');
export const alterationNoteSchema = noteText('Tell us what to change');

export const fitPhotosSchema = z.strictObject({
  fitPhotos: z.array(imageUrlSchema).min(1, { message: 'Attach at least one photo of the garment' }).max(10, { message: 'Attach at most 10 photos' }),
  fitNote: z.string().trim().max(NOTE_MAX, { message: `Keep it under ${NOTE_MAX} characters` }).default(''),
});
export type FitPhotos = z.output<typeof fitPhotosSchema>;
