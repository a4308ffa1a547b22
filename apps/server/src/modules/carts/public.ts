/** What other modules use of the carts: they import it from here, never from its other files. */
export { writeCartTodo, type CartTodoOutcome } from './todos.js';
export { cartRowsQuery, toCart } from './service.js';
