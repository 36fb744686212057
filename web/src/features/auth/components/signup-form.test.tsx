import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n';

const signUp = vi.fn();
vi.mock('../auth-context', () => ({ useAuth: () => ({ signUp, continueWithGoogle: vi.fn(), user: null }) }));

const { SignupForm } = await import('./signup-form');

describe('SignupForm', () => {
  it('shows "Passwords do not match!" and creates no account', async () => {
    render(
      <MemoryRouter>
        <SignupForm />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Display Name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'first-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match!');
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    ['short', 'abc123', 'The password is too short. Use at least 8 characters.'],
    ['common', 'password123', 'This password is too common and easy to guess. Please choose another one.'],
  ])('refuses a %s password with a clear message and creates no account', async (_kind, password, message) => {
    render(
      <MemoryRouter>
        <SignupForm />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Display Name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign Up Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('offers one real "Continue with Google" button and no decorative sign-in icons', () => {
    const { container } = render(
      <MemoryRouter>
        <SignupForm />
      </MemoryRouter>,
    );
    expect(within(container).getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('type', 'button');
    expect(container.querySelector('.social-icons')).toBeNull();
  });
});
