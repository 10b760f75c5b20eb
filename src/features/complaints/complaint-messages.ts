import messages from '../../../schemas/messages/complaints.json';

/** The complaint journey's words beyond its form schemas, from schemas/messages/complaints.json. */
export const complaintMessages = messages;
