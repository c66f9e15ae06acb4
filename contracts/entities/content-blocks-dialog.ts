import { isoDate } from '../common/ids';
import { z } from '../zod';
import { richTextHtml } from './content-blocks-banners';
import { contentBlockBase, contentUrl, cssColor } from './content-media';

import { POPUP_DEFAULT_DELAY_MS } from './pop-up-constants';

export { POPUP_DEFAULT_DELAY_MS };

/** Event content (spec 001 section 3). Attending days are every calendar day from start to end inclusive. */
export const eventContent = z
  .object({
    eventId: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Event id must be 1 to 64 letters, digits, _ or -'),
    title: z.string().min(1).max(200),
    startDate: isoDate,
    endDate: isoDate,
    enablePlusOne: z.boolean().default(false),
    richText: richTextHtml.openapi({
      description: 'Event terms shown beside the required terms checkbox (HTML).',
    }),
    submitCtaLabel: z.string().min(1).max(60),
    confirmationTitle: z.string().min(1).max(200),
    confirmationSubtitle: z.string().max(500).optional(),
  })
  .refine((e) => e.endDate >= e.startDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  })
  .openapi('EventContent');

const newsletterForm = z.object({
  variant: z.literal('newsletter'),
  heading: z.string().min(1).max(200),
  subheading: z.string().max(300).optional(),
  submitLabel: z.string().max(60).optional(),
});

const eventSignUpForm = z.object({ variant: z.literal('eventSignUp'), event: eventContent });

/** Dialog block (spec 001 section 2): media placement, rich text, buttons and an optional form. */
export const dialogBlock = contentBlockBase.extend({
  type: z.literal('dialog'),
  mediaPlacement: z.enum(['top', 'leftNormal', 'leftLarge', 'body']).default('top'),
  richText: richTextHtml.optional(),
  textBelowButtons: richTextHtml.optional(),
  form: z.discriminatedUnion('variant', [newsletterForm, eventSignUpForm]).optional(),
});

/** Pop-up content (spec 001 section 3). The first pop-up not yet dismissed shows. */
export const popUpBlock = contentBlockBase
  .extend({
    type: z.literal('popUp'),
    name: z
      .string()
      .min(1)
      .max(200)
      .openapi({ description: 'Also the key in the persisted dismissed list.' }),
    delay: z
      .number()
      .int()
      .min(0)
      .max(600000)
      .default(POPUP_DEFAULT_DELAY_MS)
      .openapi({ description: 'Milliseconds.' }),
    title: z.string().min(1).max(200),
    titleColor: cssColor.optional(),
    backgroundColor: cssColor.optional(),
    logo: z
      .object({
        url: contentUrl,
        alt: z.string().max(300),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .optional(),
    logoSize: z.enum(['small', 'large']).default('small'),
    minimizedTitle: z.string().max(120).optional(),
    maximizedTitle: z.string().max(200).optional(),
    disclaimer: richTextHtml.optional(),
    disclaimerColor: cssColor.optional(),
  })
  .openapi('ContentPopUp');

export type EventContent = z.infer<typeof eventContent>;
export type DialogBlock = z.infer<typeof dialogBlock>;
export type PopUpBlock = z.infer<typeof popUpBlock>;
