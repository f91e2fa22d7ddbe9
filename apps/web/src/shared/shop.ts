/** The shop's public support contacts (footer, contact page, policy texts). */
export const SUPPORT_EMAIL = 'support@atelier.example';
export const SUPPORT_PHONE = '+1 555 010 0199';
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`;
