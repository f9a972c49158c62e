import Realm from "realm";

export class Dog extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Dog come from: Person.dogs.
  static schema = {
    name: "Dog",
    properties: {
      name: "string",
      age: "int",
      owner: "Person?",
    },
  };
}

export class Person extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Person come from: Dog.owner.
  static schema = {
    name: "Person",
    properties: {
      name: "string",
      birthdate: "date",
      picture: "data?",
      dogs: "Dog[]",
    },
  };
}
