/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from '@react-email/components';
import { render } from '@react-email/render';
import { EmailButton, EmailHeading, EmailLayout, emailStyles } from './email-layout';

/**
 * An email asking its reader to confirm an address (the account's, or a contact address for alerts):
 * the lines, then the link as a button (HTML) or after "Confirm:" (text). The words are the caller's.
 */
export type ConfirmAddressEmailInput = {
  subject: string;
  heading: string;
  lines: string[];
  url: string;
  button: string;
};

function ConfirmAddressEmail(input: ConfirmAddressEmailInput) {
  return (
    <EmailLayout>
      <EmailHeading>{input.heading}</EmailHeading>
      {input.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <EmailButton href={input.url}>{input.button}</EmailButton>
      <Text style={emailStyles.small}>{`If the button does not work, open this link: ${input.url}`}</Text>
    </EmailLayout>
  );
}

export async function renderConfirmAddressEmail(
  input: ConfirmAddressEmailInput,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: input.subject,
    html: await render(<ConfirmAddressEmail {...input} />),
    text: `${input.lines.join('\n\n')}\n\nConfirm: ${input.url}\n`,
  };
}
