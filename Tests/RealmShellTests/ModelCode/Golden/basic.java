// File: Dog.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Dog extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Dog come from: Person.dogs.
    @Required
    public String name;
    public long age;
    public Person owner;
}

// File: Person.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Person extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Dog.owner.
    @Required
    public String name;
    @Required
    public Date birthdate;
    public byte[] picture;
    public RealmList<Dog> dogs;
}
