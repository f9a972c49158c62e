import Realm, { BSON, ObjectSchema } from "realm";

export class Dog extends Realm.Object<Dog> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Dog come from: Person.dogs.
  name!: string;
  age!: number;
  owner?: Person;

  static schema: ObjectSchema = {
    name: "Dog",
    properties: {
      name: "string",
      age: "int",
      owner: "Person?",
    },
  };
}

export class Person extends Realm.Object<Person> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Person come from: Dog.owner.
  name!: string;
  birthdate!: Date;
  picture?: ArrayBuffer;
  dogs!: Realm.List<Dog>;

  static schema: ObjectSchema = {
    name: "Person",
    properties: {
      name: "string",
      birthdate: "date",
      picture: "data?",
      dogs: "Dog[]",
    },
  };
}
