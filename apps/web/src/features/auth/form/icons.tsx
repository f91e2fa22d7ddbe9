import type { ReactNode, SVGProps } from 'react';

// The account screens' own icons, drawn like shared/ui/icons.tsx (decorative: the control is named).
function Icon({ children, ...rest }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const EyeIcon = () => (
  <Icon>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = () => (
  <Icon>
    <path d="M4 4l16 16M9.9 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.9 3.6M6.3 7.4A16 16 0 0 0 2.5 12s3.5 6.5 9.5 6.5a9.2 9.2 0 0 0 4.1-.9" />
    <path d="M9.9 10a3 3 0 0 0 4.1 4.1" />
  </Icon>
);

export const PencilIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M4.5 7h15M10 11v6M14 11v6M6 7l1 12.5h10L18 7M9 7V4.5h6V7" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5v-2a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
  </Icon>
);

export const SignOutIcon = () => (
  <Icon>
    <path d="M14 4.5h3.5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H14M10 16.5 5.5 12 10 7.5M5.5 12H15" />
  </Icon>
);

export const WhatsAppIcon = () => (
  <Icon width={18} height={18}>
    <path d="M4.5 19.5l1.1-3.9a8 8 0 1 1 2.9 2.8z" />
    <path d="M9.3 8.6c.2-.4.5-.4.8-.4h.4c.2 0 .3.1.4.3l.6 1.4c.1.2 0 .4-.1.5l-.4.5c-.1.1-.1.3 0 .4a5.6 5.6 0 0 0 2.5 2.3c.2.1.3 0 .4 0l.6-.7c.1-.1.3-.2.5-.1l1.4.7c.2.1.3.2.3.4 0 .4-.2 1.1-.7 1.4-.6.4-1.4.5-2.4.1a8.6 8.6 0 0 1-4.2-3.9c-.5-1-.6-2.2.0-3z" />
  </Icon>
);
