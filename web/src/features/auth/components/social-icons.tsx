/** Decorative, as in the original design: they sign nobody in, so screen readers skip them. */
export function SocialIcons() {
  return (
    <div className="social-icons" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <circle cx="12" cy="12" r="11" fill="#1877f2" />
        <path d="M13.5 19v-6h2l.3-2.4h-2.3V9.1c0-.7.2-1.1 1.2-1.1h1.2V5.9a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.7h-2V13h2v6z" fill="#fff" />
      </svg>
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <circle cx="12" cy="12" r="11" fill="#222" />
        <path d="M7 7h2.6l2.6 3.6L15.2 7h1.6l-3.9 4.6L17.2 17h-2.6l-2.8-3.9L8.5 17H6.9l4.2-4.9z" fill="#fff" />
      </svg>
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <circle cx="12" cy="12" r="11" fill="#ea4335" />
        <path d="M12 7.5a4.5 4.5 0 1 0 4.4 5.4H12v-1.8h6.2A6.3 6.3 0 1 1 16.3 7l-1.3 1.3A4.5 4.5 0 0 0 12 7.5z" fill="#fff" />
      </svg>
    </div>
  );
}
