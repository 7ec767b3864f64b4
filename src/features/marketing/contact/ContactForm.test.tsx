import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { ContactForm } from './ContactForm';

const fields = () => ({
  name: screen.getByLabelText('Name'),
  email: screen.getByLabelText('Email'),
  message: screen.getByLabelText('Message'),
});
const send = () => screen.getByRole('button', { name: 'Send Message' });

/** Records the bodies the contact call receives; answers as `answer` says. */
function recordContactCalls(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(apiPaths.contact), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const sent = () =>
  HttpResponse.json(
    { status: true, message: 'Your message has been sent.', data: { id: 9 } },
    { status: 201 },
  );

describe('the Contact Us form', () => {
  it('has visibly labelled Name, Email and Message fields, all required', async () => {
    await renderWithProviders(<ContactForm />);
    const { name, email, message } = fields();
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(message).toBeRequired();
    expect(message.tagName).toBe('TEXTAREA');
  });

  it('checks the fields before sending anything, and focuses the first in error', async () => {
    const bodies = recordContactCalls(sent);
    const { user } = await renderWithProviders(<ContactForm />);
    await user.click(send());
    expect(fields().name).toHaveAccessibleDescription('Please enter your name.');
    expect(fields().email).toHaveAccessibleDescription('Please enter your email address.');
    expect(fields().message).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a message.'),
    );
    expect(fields().name).toHaveFocus();
    expect(fields().name).toBeInvalid();

    await user.type(fields().name, 'Ma Thida');
    await user.type(fields().email, 'thida@example');
    await user.type(fields().message, 'Too short');
    await user.click(send());
    expect(fields().name).not.toBeInvalid();
    expect(fields().email).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com.',
    );
    expect(fields().message).toHaveAccessibleDescription(
      expect.stringContaining('Your message needs at least 10 characters.'),
    );
    expect(fields().email).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('limits the lengths it accepts', async () => {
    await renderWithProviders(<ContactForm />);
    expect(fields().name).toHaveAttribute('maxLength', '100');
    expect(fields().email).toHaveAttribute('maxLength', '254');
    expect(fields().message).toHaveAttribute('maxLength', '2000');
  });

  it('sends the message, says it was sent, and clears the form', async () => {
    const bodies = recordContactCalls(sent);
    const { user } = await renderWithProviders(<ContactForm />);
    await user.type(fields().name, '  Ma Thida ');
    await user.type(fields().email, 'thida@example.com');
    await user.type(fields().message, 'Do you offer training for my staff in Mandalay?');
    await user.click(send());

    const status = screen.getByRole('status');
    expect(
      await within(status).findByText(
        'Thank you! Your message has been sent. We will reply to your email address as soon as we can.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Ma Thida',
        email: 'thida@example.com',
        message: 'Do you offer training for my staff in Mandalay?',
      },
    ]);
    expect(fields().name).toHaveValue('');
    expect(fields().email).toHaveValue('');
    expect(fields().message).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says it is sending and disables the button meanwhile', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    recordContactCalls(async () => {
      await answered;
      return sent();
    });
    const { user } = await renderWithProviders(<ContactForm />);
    await user.type(fields().name, 'Ko Zaw');
    await user.type(fields().email, 'zaw@example.com');
    await user.type(fields().message, 'Please call me about the Premium plan.');
    await user.click(send());
    expect(await screen.findByText('Sending your message…')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    release();
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('shows the server’s field errors and keeps what was typed', async () => {
    recordContactCalls(() =>
      HttpResponse.json(
        {
          status: false,
          message: 'The email field must be a valid email address.',
          data: { errors: { email: ['The email field must be a valid email address.'] } },
        },
        { status: 422 },
      ),
    );
    const { user } = await renderWithProviders(<ContactForm />);
    await user.type(fields().name, 'Ko Zaw');
    await user.type(fields().email, 'zaw@example.c');
    await user.type(fields().message, 'Please call me about the Premium plan.');
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent. Please correct the fields marked below.',
    );
    expect(fields().email).toHaveAccessibleDescription(
      'The email field must be a valid email address.',
    );
    expect(fields().email).toBeInvalid();
    expect(fields().name).toHaveValue('Ko Zaw');
    expect(fields().email).toHaveValue('zaw@example.c');
    expect(fields().message).toHaveValue('Please call me about the Premium plan.');
  });

  it.each<[string, () => Response, string]>([
    [
      'a server error',
      () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      'Your message could not be sent. Please try again in a moment.',
    ],
    [
      'a refusal with a message',
      () =>
        HttpResponse.json({ message: 'Too many messages. Please wait a minute.' }, { status: 429 }),
      'Your message could not be sent: Too many messages. Please wait a minute.',
    ],
    [
      'no answer',
      () => HttpResponse.error(),
      'Your message could not be sent: no answer from the server. Please check your connection and try again.',
    ],
  ])('reports %s clearly and keeps what was typed', async (_name, answer, expected) => {
    recordContactCalls(answer);
    const { user } = await renderWithProviders(<ContactForm />);
    await user.type(fields().name, 'Ko Zaw');
    await user.type(fields().email, 'zaw@example.com');
    await user.type(fields().message, 'Please call me about the Premium plan.');
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(within(screen.getByRole('status')).queryByText(/sent/)).not.toBeInTheDocument();
    expect(fields().name).toHaveValue('Ko Zaw');
    expect(fields().email).toHaveValue('zaw@example.com');
    expect(fields().message).toHaveValue('Please call me about the Premium plan.');
    expect(send()).toBeEnabled();
  });
});
