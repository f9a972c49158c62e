// File: Alpha.java
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

public class Alpha extends RealmObject {
    @PrimaryKey
    @Required
    public ObjectId _id;
    @Required
    public String name;
    public Long count;
    public Beta beta;
    public RealmList<Part> parts;
}

// File: Beta.java
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

public class Beta extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Beta come from: Alpha.beta.
    public double value;
    @Required
    public RealmSet<Boolean> flags;
    public RealmDictionary<RealmAny> meta;
}

// File: Gamma.java
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

public class Gamma extends RealmObject {
    @PrimaryKey
    @Required
    public String key;
    @Index
    public Date when;
    @Required
    public Decimal128 amount;
    public UUID uuid;
}

// File: Part.java
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

@RealmClass(embedded = true)
public class Part extends RealmObject {
    @Required
    public String label;
    public Float weight;
}
