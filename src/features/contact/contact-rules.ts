import { alphabetic, email, maxLength, phone, required, selected, validateFields, type Rule } from '../../ui/field-rules';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
}

export type ContactField = keyof ContactValues;

const CONTACT_LIMITS = { name: 80, email: 254, message: 2000 } as const;

/** The backend's limits and checks, so the visitor hears about a problem before sending. Phone is optional. */
const contactRules: Record<ContactField, Rule[]> = {
  name: [required, alphabetic, maxLength(CONTACT_LIMITS.name)],
  email: [required, email, maxLength(CONTACT_LIMITS.email)],
  phone: [phone],
  topic: [selected],
  message: [required, maxLength(CONTACT_LIMITS.message)],
};

export const validateContact = (values: ContactValues) => validateFields(values, contactRules);

export const emptyContact: ContactValues = { name: '', email: '', phone: '', topic: '', message: '' };

/** The body POSTed to the contact service; an empty phone is left out. */
export function contactBody(values: ContactValues) {
  const body = { name: values.name.trim(), email: values.email.trim(), topic: values.topic, message: values.message.trim() };
  return values.phone.trim() ? { ...body, phone: values.phone.trim() } : body;
}
