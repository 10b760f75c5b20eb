/**
 * The reference beside each content page's script (issue 17, section 3): GOV.UK Frontend's
 * complete script, every component of the GOV.UK Design System included (its
 * govuk-frontend.min.js), is about 11 kB gzip. Not measured here: the site does not use it; it
 * shows the class of script a page that is only read should be in.
 */
export const govukFrontendScriptGzipKb = 11;
