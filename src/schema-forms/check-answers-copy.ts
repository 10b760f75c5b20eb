import copy from '../../schemas/messages/check-answers.json';

/** Words of the 'Check your answers' pages, from schemas/messages/check-answers.json. */
export const checkAnswersCopy = copy;
