import { useState, type InputHTMLAttributes } from 'react';
import { eyeGlyph, eyeInvisibleGlyph, PlainIcon, type PlainGlyph } from '../../components/plain-icon';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  icon: PlainGlyph;
  invalid: boolean;
  /** Adds a show/hide button (password field). */
  revealLabel?: string;
}

/**
 * A native input drawn in antd's look (login.css, theme variables of app/theme.css). antd's
 * Input brings its Form context, the validator and antd's CSS-in-JS, which the sign-in page
 * cannot afford (120 KB budget); index.html draws the same markup before the code loads.
 */
export function LoginInput({ icon, invalid, revealLabel, type, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <span className={invalid ? 'bo-login-input bo-login-input-invalid' : 'bo-login-input'}>
      <span className="bo-login-input-prefix">
        <PlainIcon icon={icon} />
      </span>
      <input {...rest} type={revealLabel && shown ? 'text' : type} />
      {revealLabel && (
        <button
          type="button"
          className="bo-login-input-reveal"
          aria-label={revealLabel}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <PlainIcon icon={shown ? eyeGlyph : eyeInvisibleGlyph} />
        </button>
      )}
    </span>
  );
}
