/** The sign-in cookies' names, shared with the identity service (SPEC section 3). */

/** Cookie holding the identity token (SPEC section 3). */
export const identityTokenCookie = 'cognito_id_token';
/** Cookie holding the access token (SPEC section 3). */
export const accessTokenCookie = 'access_token';
