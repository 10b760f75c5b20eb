import messages from '../../../schemas/messages/feedback.json';

/** The feedback journey's words beyond its form schemas, from schemas/messages/feedback.json. */
export const feedbackMessages = messages;
