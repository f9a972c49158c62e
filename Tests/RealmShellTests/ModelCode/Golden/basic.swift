import RealmSwift

class Dog: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Dog come from: Person.dogs.
    @Persisted var name: String
    @Persisted var age: Int
    @Persisted var owner: Person?
}

class Person: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Dog.owner.
    @Persisted var name: String
    @Persisted var birthdate: Date
    @Persisted var picture: Data?
    @Persisted var dogs: List<Dog>
}
