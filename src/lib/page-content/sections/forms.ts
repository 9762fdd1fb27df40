import { z } from 'zod';
import { list, text, textarea } from '../fields.ts';
import { defineSection } from './define.ts';
import { cta } from './common.ts';

export const contactDetailsSection = defineSection({
  type: 'contactDetails',
  label: 'Enquiry form and contact details',
  description: 'The enquiry form beside your phone, email, address and booking link (from Settings).',
  schema: z.object({
    formHeading: text('Form heading', { max: 80 }),
    formIntro: textarea('Form intro', { max: 400 }),
    sideHeading: text('Contact card heading', { max: 80 }),
    sideIntro: textarea('Contact card intro', { max: 300 }),
    phoneLabel: text('Phone label', { max: 30 }),
    emailLabel: text('Email label', { max: 30 }),
    addressLabel: text('Address label', { max: 30 }),
    bookingDescription: textarea('Booking text', { max: 300 }),
    bookingLabel: text('Booking button', { max: 60 }),
    responseHeading: text('Response card heading', { max: 80 }),
    responseBody: textarea('Response card text', { max: 300 }),
  }),
});

export const confirmationSection = defineSection({
  type: 'confirmation',
  label: 'Confirmation',
  description: 'The message after an enquiry: what happens next, a booking button, links on, and urgent contacts.',
  schema: z.object({
    heading: text('Heading', { max: 80 }),
    message: textarea('Message', { max: 300 }),
    response: textarea('Reply time', { max: 300 }),
    nextSteps: textarea('Next steps', { max: 300 }),
    bookCall: cta,
    links: list(cta, 'Links', { max: 3 }),
    urgentHeading: text('Urgent heading', { max: 80 }),
    urgentBody: textarea('Urgent text', { max: 300, hint: '{phone} and {email} become links.' }),
  }),
});
