import messages from '../../../schemas/messages/journeys.json';

/** Words shared by the lead journeys, from schemas/messages/journeys.json. */
export const journeyMessages = messages;
