import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  prefix: ReactNode;
  invalid: boolean;
  /** Adds a show/hide button (password field). */
  revealLabel?: string;
}

/**
 * A native input drawn in antd's look and colours. antd's Input brings its Form context and
 * the validator with it (~10 KB gzip), which the sign-in page cannot afford (250 KB budget).
 */
export function LoginInput({ prefix, invalid, revealLabel, type, ...rest }: Props) {
  const { token } = theme.useToken();
  const [shown, setShown] = useState(false);
  return (
    <span
      className="bo-login-input"
      style={{
        borderColor: invalid ? token.colorError : token.colorBorder,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        ['--bo-focus' as string]: invalid ? token.colorError : token.colorPrimary,
      }}
    >
      <span className="bo-login-input-prefix" style={{ color: token.colorTextTertiary }}>
        {prefix}
      </span>
      <input {...rest} type={revealLabel && shown ? 'text' : type} style={{ color: token.colorText }} />
      {revealLabel && (
        <button
          type="button"
          className="bo-login-input-reveal"
          aria-label={revealLabel}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
          style={{ color: token.colorTextTertiary }}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </span>
  );
}
