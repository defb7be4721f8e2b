import type { Infer } from '../infer.ts';
import { address, flag, id, integer, text } from '../primitives.ts';

/** One field of a sign-up form as configured in the CMS (spec §3 form field). */
export const formFieldSchema = {
  type: 'object',
  required: ['fieldName'],
  properties: {
    fieldName: text(
      'Key the value is sent under: name, mobile, smsCode, companyName, job, area, industry, email, or a custom key',
    ),
    realName: text('Label shown to the visitor'),
    fieldType: integer('1 standard field, anything else an extended field described by otherJson'),
    isRequired: flag('1 when the visitor must fill it'),
    isSelected: flag('1 when the field is shown'),
    weight: integer('Order: higher first'),
    checked: flag('Staff-side selection flag'),
    otherJson: text(
      'Extended field, a JSON string {"type": 1 radio | 2 checkbox | 3 picker, "value": ["option", …]}',
    ),
  },
} as const;

/** The parsed `otherJson` of an extended field. */
export const extendedFieldSchema = {
  type: 'object',
  required: ['type', 'value'],
  properties: {
    type: { type: 'integer', enum: [1, 2, 3], description: '1 radio, 2 checkbox, 3 picker' },
    value: { type: 'array', items: { type: 'string' }, description: 'The options' },
  },
} as const;

/** What happens around the submit (spec §3 form jsonMap). */
export const formJsonMapSchema = {
  type: 'object',
  description: 'What happens around the submit: fields committed, success dialog, where to go next',
  properties: {
    select_field: text('Comma-separated standard field keys that are committed'),
    select_custom_field: text('Comma-separated extended field keys that are committed'),
    popup_text: text('Text of the success dialog'),
    submit_button: address('Image used as the submit button'),
    vote_success_popup_button: address('Image of the success dialog button'),
    jumpLinkType: integer(
      '1: after success open the activity page pageId; otherwise button_jump_link',
    ),
    pageId: id('Activity page opened after success'),
    button_jump_link: text('Address opened after success'),
  },
} as const;

/** Module type 8: a sign-up form. */
export const signUpFormModuleSchema = {
  type: 'object',
  required: ['fieldList'],
  properties: {
    fieldList: { type: 'array', items: formFieldSchema, description: 'The fields' },
    jsonMap: formJsonMapSchema,
  },
} as const;

export type FormField = Infer<typeof formFieldSchema>;

export type FormJsonMap = Infer<typeof formJsonMapSchema>;
export type SignUpFormModuleConfig = Infer<typeof signUpFormModuleSchema>;
