/** Client routes. */
export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  unauthorized: '/unauth-page',
} as const;
