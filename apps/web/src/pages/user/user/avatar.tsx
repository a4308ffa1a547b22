import { UserOutlined } from '@ant-design/icons';

/** One's avatar in the personal center: the image, or the frame's person icon when there is none. */
export function Avatar({ src, size }: { src: string; size: number }) {
  return (
    <span
      className="bo-personal-avatar"
      style={{ width: size, height: size, fontSize: size / 2 }}
      data-testid="profile-avatar"
    >
      {src ? <img src={src} alt="" /> : <UserOutlined aria-hidden />}
    </span>
  );
}
