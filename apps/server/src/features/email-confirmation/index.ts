// What address confirmation offers the rest of the server; other features import only from here.
export { sendAccountVerificationEmail } from './confirmation-emails';
export { requestContactEmailConfirmation } from './contact-email-confirmation';
