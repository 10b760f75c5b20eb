import messages from '../../../schemas/messages/meter-read.json';

/** The meter-read pages' words, from schemas/messages/meter-read.json. */
export const meterReadMessages = messages;
