import type { SVGProps } from 'react';

/** Decorative line icons (24 px grid); text labels always accompany them. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CompassIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </Icon>
);
export const ChatIcon = () => (
  <Icon>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12Z" />
  </Icon>
);
export const HaloIcon = () => (
  <Icon>
    <ellipse cx="12" cy="5" rx="6" ry="2" />
    <circle cx="12" cy="13" r="3.5" />
    <path d="M5 21a7 7 0 0 1 14 0" />
  </Icon>
);
export const GearIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 14.1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1A2 2 0 1 1 7 4.3l.1.1a1.7 1.7 0 0 0 2.9-1.2V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5.9Z" />
  </Icon>
);
export const CrownIcon = () => (
  <Icon>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
  </Icon>
);
export const UserPlusIcon = () => (
  <Icon>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 21a7 7 0 0 1 12.5-4.3M19 14v6M16 17h6" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
export const InstallIcon = () => (
  <Icon>
    <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5" />
    <path d="M5 19h14" />
  </Icon>
);
